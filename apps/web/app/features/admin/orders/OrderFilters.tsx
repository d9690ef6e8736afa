import { admin, ORDER_STAGE, PAYMENT_STATUSES } from '@printshop/contract';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { FilterForm } from '../ui/FilterForm';
import { FilterSearch } from '../ui/FilterSearch';
import { FilterSelect } from '../ui/FilterSelect';
import { type OrdersQuery, ordersQueryOf, ordersSearch } from './order-query';

/**
 * The orders list's filters and search. Applying them changes the address (the view can be
 * linked and reloaded), keeps the sort and goes back to the first page.
 */
export function OrderFilters({ query }: { query: OrdersQuery }) {
  const texts = useAdminTexts();
  const { filters } = texts.orders;

  return (
    <FilterForm
      texts={filters}
      query={query}
      queryOf={ordersQueryOf}
      searchOf={ordersSearch}
      kept={{ sort: query.sort, dir: query.dir }}
      className="sm:grid-cols-2 lg:grid-cols-7"
    >
      <FilterSearch
        className="sm:col-span-2 lg:col-span-7"
        texts={filters}
        value={query.q}
        maxLength={admin.ADMIN_ORDER_LIMITS.search}
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
    </FilterForm>
  );
}
