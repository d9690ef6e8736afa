import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { type CustomersQuery, customersSearch } from './customer-query';

/** The customers list's search. Searching changes the address (a linkable view) and goes back to the first page. */
export function CustomerSearch({ query }: { query: CustomersQuery }) {
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const labels = texts.customers.search;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate({ search: customersSearch({ q, page: 1 }) });
  }

  return (
    <form
      // A new address (a link, Clear) shows its own search in the field.
      key={query.q}
      aria-label={labels.label}
      onSubmit={search}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm"
    >
      <TextField
        label={labels.field}
        name="q"
        type="search"
        defaultValue={query.q}
        maxLength={admin.CUSTOMER_LIMITS.search}
        hint={labels.hint}
      />
      <div className="flex gap-2">
        <button type="submit" className={`${PRIMARY_BUTTON} h-11`}>
          {labels.apply}
        </button>
        <Link to={{ search: '' }} className={`${SECONDARY_BUTTON} h-11`}>
          {labels.clear}
        </Link>
      </div>
    </form>
  );
}
