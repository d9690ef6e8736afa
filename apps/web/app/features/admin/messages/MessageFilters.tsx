import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { FilterSelect } from '../ui/FilterSelect';
import { type MessagesQuery, messagesQueryOf, messagesSearch } from './message-query';

/**
 * The inbox's search and its choice of whose messages. Applying them changes the address (a
 * linkable view), keeps the status tab and goes back to the first page.
 */
export function MessageFilters({ query }: { query: MessagesQuery }) {
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const { filters } = texts.messages;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const picked = messagesQueryOf(
      new URLSearchParams({ q: String(form.get('q') ?? ''), assigned: String(form.get('assigned') ?? '') }),
    );
    navigate({ search: messagesSearch({ ...picked, status: query.status }) });
  }

  return (
    <form
      // A new address (a tab, Clear) shows its own filters in the fields.
      key={messagesSearch(query)}
      aria-label={filters.label}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
    >
      <TextField
        label={filters.search}
        name="q"
        type="search"
        defaultValue={query.q}
        maxLength={admin.MESSAGE_LIMITS.search}
        hint={filters.searchHint}
      />
      <FilterSelect
        label={filters.assigned}
        name="assigned"
        value={query.assigned}
        anyLabel={filters.anyone}
        choices={admin.MESSAGE_ASSIGNEES.map((assigned) => ({ value: assigned, label: filters[assigned] }))}
      />
      <div className="flex items-start gap-2 sm:pt-6">
        <button type="submit" className={`${PRIMARY_BUTTON} h-11 flex-1`}>
          {filters.apply}
        </button>
        <Link
          to={{ search: messagesSearch({ status: query.status, assigned: undefined, q: '', page: 1 }) }}
          className={`${SECONDARY_BUTTON} h-11`}
        >
          {filters.clear}
        </Link>
      </div>
    </form>
  );
}
