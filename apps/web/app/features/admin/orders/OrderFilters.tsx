import { admin, ORDER_STAGE, PAYMENT_STATUSES } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { formFields } from '../lib/list-query';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { FilterSelect } from '../ui/FilterSelect';
import { type OrdersQuery, ordersQueryOf, ordersSearch } from './order-query';

/**
 * The orders list's filters and search. Applying them changes the address (the view can be
 * linked and reloaded), keeps the sort and goes back to the first page.
 */
export function OrderFilters({ query }: { query: OrdersQuery }) {
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const { filters } = texts.orders;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = ordersQueryOf(formFields(event.currentTarget));
    navigate({ search: ordersSearch({ ...picked, sort: query.sort, dir: query.dir, page: 1 }) });
  }

  return (
    <form
      // A new address (a link, Clear) shows its own filters in the fields.
      key={ordersSearch(query)}
      aria-label={filters.label}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-7"
    >
      <TextField
        label={filters.search}
        name="q"
        type="search"
        defaultValue={query.q}
        maxLength={admin.ADMIN_ORDER_LIMITS.search}
        hint={filters.searchHint}
        className="sm:col-span-2 lg:col-span-7"
      />
      <FilterSelect
        label={filters.stage}
        name="stage"
        value={query.stage}
        anyLabel={filters.any}
        choices={Object.entries(ORDER_STAGE).map(([name, stage]) => ({
          value: stage,
          label: texts.stages[name as keyof typeof ORDER_STAGE],
        }))}
      />
      <FilterSelect
        label={filters.state}
        name="state"
        value={query.state}
        anyLabel={filters.any}
        choices={admin.ITEM_STATES.map((state) => ({ value: state, label: texts.itemStates[state] }))}
      />
      <FilterSelect
        label={filters.payment}
        name="payment"
        value={query.payment}
        anyLabel={filters.any}
        choices={PAYMENT_STATUSES.map((status) => ({ value: status, label: texts.paymentStatuses[status] }))}
      />
      <FilterSelect
        label={filters.due}
        name="late"
        value={query.late}
        anyLabel={filters.any}
        choices={[{ value: 1, label: filters.lateOnly }]}
      />
      <TextField label={filters.from} name="from" type="date" defaultValue={query.from ?? ''} />
      <TextField label={filters.to} name="to" type="date" defaultValue={query.to ?? ''} />
      <div className="flex items-end gap-2">
        <button type="submit" className={`${PRIMARY_BUTTON} h-11 flex-1`}>
          {filters.apply}
        </button>
        <Link
          to={{
            search: ordersSearch({
              ...ordersQueryOf(new URLSearchParams()),
              sort: query.sort,
              dir: query.dir,
            }),
          }}
          className={`${SECONDARY_BUTTON} h-11`}
        >
          {filters.clear}
        </Link>
      </div>
    </form>
  );
}
