import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from './audit.ts';
import { STAFF_MOVES } from './item-states.ts';

describe('the audit log’s actions', () => {
  it('name each staff move of an item, and no other move', () => {
    const itemActions = AUDIT_ACTIONS.filter((action) => action.startsWith('item.'));
    expect(itemActions).toEqual(STAFF_MOVES.map((move) => `item.${move}`));
  });

  it('tell a known action from anything else', () => {
    expect(isAuditAction('item.print')).toBe(true);
    expect(isAuditAction('item.approveProof')).toBe(false);
    expect(isAuditAction('')).toBe(false);
  });
});
