import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { FilterSelect } from '../ui/FilterSelect';
import { type QuotesQuery, quotesQueryOf, quotesSearch } from './quote-query';

/**
 * The inbox's status and search. Applying them changes the address (a linkable view) and goes back
 * to the first page.
 */
export function QuoteFilters({ query }: { query: QuotesQuery }) {
  const labels = useAdminTexts().quotes;
  const { filters } = labels;
  const navigate = useNavigate();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const picked = quotesQueryOf(
      new URLSearchParams({ q: String(form.get('q') ?? ''), status: String(form.get('status') ?? '') }),
    );
    navigate({ search: quotesSearch(picked) });
  }

  return (
    <form
      // A new address (Clear, the pager) shows its own filters in the fields.
      key={quotesSearch(query)}
      aria-label={filters.label}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
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
      <div className="flex items-start gap-2 sm:pt-6">
        <button type="submit" className={`${PRIMARY_BUTTON} h-11 flex-1`}>
          {filters.apply}
        </button>
        <Link to={{ search: '' }} className={`${SECONDARY_BUTTON} h-11`}>
          {filters.clear}
        </Link>
      </div>
    </form>
  );
}
