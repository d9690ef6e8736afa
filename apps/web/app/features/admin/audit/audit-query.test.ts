import { describe, expect, it } from 'vitest';
import { auditPath, auditQueryOf } from './audit-query';

const query = (search: string) => auditQueryOf(new URLSearchParams(search));

describe('the audit log’s address', () => {
  it('reads the staff member, record, action and page, and writes them back', () => {
    const view = query('staff=3&entity=order_item&action=item.ship&page=2');
    expect(view).toEqual({ staff: 3, entity: 'order_item', action: 'item.ship', page: 2 });
    expect(auditPath(view)).toBe('/admin/audit?staff=3&entity=order_item&action=item.ship&page=2');
  });

  it('leaves out what is not set, and drops what the log does not know', () => {
    expect(auditPath(query(''))).toBe('/admin/audit');
    expect(query('staff=me&page=-1&entity=%20order&action=item.approveProof')).toEqual({
      staff: undefined,
      entity: undefined,
      action: undefined,
      page: 1,
    });
    expect(auditPath(query('entity=&action='))).toBe('/admin/audit');
  });
});
