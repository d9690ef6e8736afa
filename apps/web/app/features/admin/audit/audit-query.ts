import { admin, type InputOf } from '@printshop/contract';
import { countingOf, dayOf, searchOf } from '../lib/list-query';

/** A view of the audit log: which order, who, which action, which days, and the page. */
export type AuditQuery = Partial<
  Pick<InputOf<typeof admin.adminAudit>, 'orderNo' | 'staff' | 'action' | 'from' | 'to'>
> & { page: number };

/** A choice the log knows, or none: an address edited by hand cannot send the call a bad one. */
const choiceOf = <T extends string>(value: string | null, known: (value: string) => value is T) =>
  value !== null && known(value) ? value : undefined;

/** An order number as the call takes it, or none. */
function orderNoOf(value: string | null): string | undefined {
  const orderNo = value?.trim() ?? '';
  return /^[A-Za-z0-9]{1,32}$/.test(orderNo) ? orderNo : undefined;
}

/** The view an address of /admin/audit shows. */
export function auditQueryOf(params: URLSearchParams): AuditQuery {
  return {
    orderNo: orderNoOf(params.get('orderNo')),
    staff: countingOf(params.get('staff')),
    action: choiceOf(params.get('action'), admin.isAuditAction),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The address of a view of the audit log, what is not set left out. */
export function auditPath(query: AuditQuery): string {
  return `/admin/audit${searchOf({ ...query, page: query.page === 1 ? undefined : query.page })}`;
}

/** Everything a staff member did: where the log links their name. */
export const staffAuditPath = (staffId: number) => auditPath({ staff: staffId, page: 1 });
