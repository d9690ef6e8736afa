import { admin } from '@printshop/contract';
import { countingOf, searchOf } from '../lib/list-query';

/** A view of the failed mails: only its page, as the list has no filters. */
export interface FailedMailsQuery {
  page: number;
}

/** The view an address of /admin/mails shows; a page the address cannot hold is the first. */
export function failedMailsQueryOf(params: URLSearchParams): FailedMailsQuery {
  return { page: countingOf(params.get('page')) ?? 1 };
}

/** The address of a page of the failed mails, the first without a query. */
export function failedMailsPath({ page }: FailedMailsQuery): string {
  return `${admin.ADMIN_SCREENS.mails.path}${searchOf({ page: page === 1 ? undefined : page })}`;
}
