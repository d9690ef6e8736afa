import { admin } from '@printshop/contract';
import { choiceOf, countingOf, searchOf } from '../lib/list-query';

/** A view of the messages' inbox: the contract's filters and the page. */
export type MessagesQuery = Omit<admin.AdminMessageListInput, 'size'>;

/** The view an address of /admin/messages shows: the open messages of anyone unless it says otherwise. */
export function messagesQueryOf(params: URLSearchParams): MessagesQuery {
  return {
    status: choiceOf(params.get('status'), admin.MESSAGE_STATUSES) ?? 'open',
    assigned: choiceOf(params.get('assigned'), admin.MESSAGE_ASSIGNEES),
    q: (params.get('q') ?? '').trim().slice(0, admin.MESSAGE_LIMITS.search),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The query string of a view, defaults left out, so the address stays short. */
export function messagesSearch(query: MessagesQuery): string {
  return searchOf({
    status: query.status === 'open' ? undefined : query.status,
    assigned: query.assigned,
    q: query.q,
    page: query.page === 1 ? undefined : query.page,
  });
}

/** The address of a view of the inbox. */
export const messagesPath = (query: MessagesQuery) => `/admin/messages${messagesSearch(query)}`;

/** The address of a message's screen. */
export const messagePath = (id: number) => `/admin/messages/${id}`;
