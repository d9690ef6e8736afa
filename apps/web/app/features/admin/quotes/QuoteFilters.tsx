import { admin } from '@printshop/contract';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { FilterForm } from '../ui/FilterForm';
import { FilterSelect } from '../ui/FilterSelect';
import { type QuotesQuery, quotesQueryOf, quotesSearch } from './quote-query';

/**
 * The inbox's status and search. Applying them changes the address (a linkable view) and goes back
 * to the first page.
 */
export function QuoteFilters({ query }: { query: QuotesQuery }) {
  const labels = useAdminTexts().quotes;
  const { filters } = labels;

  return (
    <FilterForm
      label={filters.label}
      search={quotesSearch(query)}
      searchOf={(fields) => quotesSearch(quotesQueryOf(fields))}
      clearSearch=""
      apply={filters.apply}
      clear={filters.clear}
      className="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      buttonsClassName="items-start sm:pt-6"
    >
      <TextField
        label={filters.search}
        name="q"
        type="search"
        defaultValue={query.q}
        maxLength={admin.QUOTE_OFFER_LIMITS.search}
        hint={filters.searchHint}
      />
      <FilterSelect
        label={filters.status}
        name="status"
        value={query.status}
        anyLabel={filters.any}
        choices={admin.QUOTE_STATUSES.map((status) => ({ value: status, label: labels.statuses[status] }))}
      />
    </FilterForm>
  );
}
