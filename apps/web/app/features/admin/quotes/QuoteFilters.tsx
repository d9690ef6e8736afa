import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { InboxFilters } from '../ui/InboxFilters';
import { type QuotesQuery, quotesQueryOf, quotesSearch } from './quote-query';

/**
 * The inbox's status and search. Applying them changes the address (a linkable view) and goes back
 * to the first page.
 */
export function QuoteFilters({ query }: { query: QuotesQuery }) {
  const labels = useAdminTexts().quotes;
  const { filters } = labels;

  return (
    <InboxFilters
      texts={filters}
      choice="status"
      anyLabel={filters.any}
      choices={admin.QUOTE_STATUSES.map((status) => ({ value: status, label: labels.statuses[status] }))}
      query={query}
      queryOf={quotesQueryOf}
      searchOf={quotesSearch}
      maxLength={admin.QUOTE_OFFER_LIMITS.search}
    />
  );
}
