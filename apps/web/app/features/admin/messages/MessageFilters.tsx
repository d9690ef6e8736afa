import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { InboxFilters } from '../ui/InboxFilters';
import { type MessagesQuery, messagesQueryOf, messagesSearch } from './message-query';

/**
 * The inbox's search and its choice of whose messages. Applying them changes the address (a
 * linkable view), keeps the status tab and goes back to the first page.
 */
export function MessageFilters({ query }: { query: MessagesQuery }) {
  const { filters } = useAdminTexts().messages;

  return (
    <InboxFilters
      texts={filters}
      choice="assigned"
      anyLabel={filters.anyone}
      choices={admin.MESSAGE_ASSIGNEES.map((assigned) => ({ value: assigned, label: filters[assigned] }))}
      query={query}
      queryOf={messagesQueryOf}
      searchOf={messagesSearch}
      kept={{ status: query.status }}
      maxLength={admin.MESSAGE_LIMITS.search}
    />
  );
}
