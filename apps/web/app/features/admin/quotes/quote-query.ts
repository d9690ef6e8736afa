import { admin, type InputOf } from '@printshop/contract';
import { choiceOf, countingOf, searchOf } from '../lib/list-query';

/** A view of the quotes' inbox: the contract's filters and the page. */
export type QuotesQuery = Omit<InputOf<typeof admin.adminQuoteList>, 'size'>;

/** The view an address of /admin/quotes shows: every quote unless it names a status or a search. */
export function quotesQueryOf(params: URLSearchParams): QuotesQuery {
  return {
    status: choiceOf(params.get('status'), admin.QUOTE_STATUSES),
    q: (params.get('q') ?? '').trim().slice(0, admin.QUOTE_OFFER_LIMITS.search),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The query string of a view, what is not set left out, so the address stays short. */
export function quotesSearch(query: QuotesQuery): string {
  return searchOf({ status: query.status, q: query.q, page: query.page === 1 ? undefined : query.page });
}

/** The address of a view of the inbox. */
export const quotesPath = (query: QuotesQuery) => `/admin/quotes${quotesSearch(query)}`;

/** The address of a quote's screen. */
export const quotePath = (id: number) => `/admin/quotes/${id}`;
