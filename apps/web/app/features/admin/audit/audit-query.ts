import { admin, type InputOf } from '@printshop/contract';
import { countingOf, searchOf } from '../lib/list-query';

/** A view of the audit log: who, which kind of record, which action, and the page. */
export type AuditQuery = Pick<InputOf<typeof admin.adminAudit>, 'staff' | 'entity' | 'action' | 'page'>;

/** A name filter as the contract takes it: trimmed, at most admin.AUDIT_NAME_MAX characters. */
const nameOf = (value: string | null) => (value ?? '').trim().slice(0, admin.AUDIT_NAME_MAX);

/** The view an address of /admin/audit shows. */
export function auditQueryOf(params: URLSearchParams): AuditQuery {
  return {
    staff: countingOf(params.get('staff')),
    entity: nameOf(params.get('entity')),
    action: nameOf(params.get('action')),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The address of a view of the audit log, what is not set left out. */
export function auditPath(query: AuditQuery): string {
  return `/admin/audit${searchOf({ ...query, page: query.page === 1 ? undefined : query.page })}`;
}
