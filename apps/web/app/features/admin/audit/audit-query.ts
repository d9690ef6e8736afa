import { admin, type InputOf } from '@printshop/contract';
import { countingOf, searchOf } from '../lib/list-query';

/** A view of the audit log: who, which kind of record, which action, and the page. */
export type AuditQuery = Pick<InputOf<typeof admin.adminAudit>, 'staff' | 'entity' | 'action' | 'page'>;

/** A choice the log knows, or none: an address edited by hand cannot send the call a bad one. */
const choiceOf = <T extends string>(value: string | null, known: (value: string) => value is T) =>
  value !== null && known(value) ? value : undefined;

/** The view an address of /admin/audit shows. */
export function auditQueryOf(params: URLSearchParams): AuditQuery {
  return {
    staff: countingOf(params.get('staff')),
    entity: choiceOf(params.get('entity'), admin.isAuditEntity),
    action: choiceOf(params.get('action'), admin.isAuditAction),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The address of a view of the audit log, what is not set left out. */
export function auditPath(query: AuditQuery): string {
  return `/admin/audit${searchOf({ ...query, page: query.page === 1 ? undefined : query.page })}`;
}
