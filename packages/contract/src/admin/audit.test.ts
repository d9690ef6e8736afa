import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from './audit.ts';
import { STAFF_MOVES } from './item-states.ts';

describe('the audit log’s actions', () => {
  it('name each staff move of an item, the owner’s move back and reprint, and no other move', () => {
    const itemActions = AUDIT_ACTIONS.filter((action) => action.startsWith('item.'));
    const moves: string[] = [...STAFF_MOVES, 'moveBack', 'reprint'];
    expect(itemActions.sort()).toEqual(moves.map((move) => `item.${move}`).sort());
  });

  it('tell a known action from anything else', () => {
    expect(isAuditAction('item.print')).toBe(true);
    expect(isAuditAction('item.approveProof')).toBe(false);
    expect(isAuditAction('')).toBe(false);
  });
});
