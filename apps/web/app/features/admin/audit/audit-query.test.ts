import { describe, expect, it } from 'vitest';
import { auditPath, auditQueryOf, staffAuditPath } from './audit-query';

const query = (search: string) => auditQueryOf(new URLSearchParams(search));

describe('the audit log’s address', () => {
  it('reads the order, staff member, action, days and page, and writes them back', () => {
    const view = query(
      'orderNo=IP20260101123456&staff=3&action=item.ship&from=2026-01-01&to=2026-01-31&page=2',
    );
    expect(view).toEqual({
      orderNo: 'IP20260101123456',
      staff: 3,
      action: 'item.ship',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
    });
    expect(auditPath(view)).toBe(
      '/admin/audit?orderNo=IP20260101123456&staff=3&action=item.ship&from=2026-01-01&to=2026-01-31&page=2',
    );
  });

  it('leaves out what is not set, and drops what the log does not know', () => {
    expect(auditPath(query(''))).toBe('/admin/audit');
    expect(query('orderNo=IP%25&staff=me&page=-1&action=item.approveProof&from=2026-02-30&to=soon')).toEqual({
      orderNo: undefined,
      staff: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(auditPath(query('orderNo=&action='))).toBe('/admin/audit');
  });

  it('links a staff member to everything they did', () => {
    expect(staffAuditPath(7)).toBe('/admin/audit?staff=7');
  });
});
