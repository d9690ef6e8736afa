import { admin, type Lang, ORDER_STAGE, PAYMENT_STATUSES, routeHref } from '@printshop/contract';
import type { SortingState } from '@tanstack/react-table';
import { ADMIN_ENDPOINTS } from '../lib/admin-endpoints';
import { choiceOf, countingOf, dayOf, searchOf } from '../lib/list-query';

/** A view of the orders list: the contract's filters and sort, and the page (a selection's ids are no view). */
export type OrdersQuery = Omit<admin.AdminOrderFilters, 'ids'> & { page: number };

type Sort = Pick<OrdersQuery, 'sort' | 'dir'>;

/** The order the contract answers in when the call names none. */
const DEFAULT_SORT: Sort = { sort: 'createTime', dir: 'desc' };
const DIRECTIONS = ['asc', 'desc'] as const;
const STAGES = Object.values(ORDER_STAGE);

/** The view an address of /admin/orders shows. */
export function ordersQueryOf(params: URLSearchParams): OrdersQuery {
  return {
    stage: choiceOf(params.get('stage'), STAGES),
    state: choiceOf(params.get('state'), admin.ITEM_STATES),
    payment: choiceOf(params.get('payment'), PAYMENT_STATUSES),
    q: (params.get('q') ?? '').trim().slice(0, admin.ADMIN_ORDER_LIMITS.search),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    late: params.get('late') === '1' ? 1 : undefined,
    sort: choiceOf(params.get('sort'), admin.ORDER_SORTS) ?? DEFAULT_SORT.sort,
    dir: choiceOf(params.get('dir'), DIRECTIONS) ?? DEFAULT_SORT.dir,
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The filters and sort that are set, the page left out: what the CSV export takes. */
function chosen({ page: _, ...query }: OrdersQuery) {
  return {
    ...query,
    q: query.q || undefined,
    sort: query.sort === DEFAULT_SORT.sort ? undefined : query.sort,
    dir: query.dir === DEFAULT_SORT.dir ? undefined : query.dir,
  };
}

/** The query string of a view, defaults left out, so the address stays short. */
export function ordersSearch(query: OrdersQuery): string {
  return searchOf({ ...chosen(query), page: query.page === 1 ? undefined : query.page });
}

/** The address of a view of the orders list. */
export function ordersPath(query: OrdersQuery): string {
  return `/admin/orders${ordersSearch(query)}`;
}

/** The address of an order's screen. */
export const orderPath = (id: number) => `/admin/orders/${id}`;

/** The CSV export of every order of the view, in its order and in the page's language. */
export function ordersCsvHref(query: OrdersQuery, lang: Lang): string {
  return routeHref(ADMIN_ENDPOINTS.adminOrdersCsv, chosen(query), lang);
}

/** The CSV export of the orders picked on the list, in the view's order and the page's language. */
export function selectionCsvHref(ids: readonly number[], { sort, dir }: Sort, lang: Lang): string {
  return routeHref(ADMIN_ENDPOINTS.adminOrdersCsv, { ids: ids.join(','), sort, dir }, lang);
}

/** The list's view of every late order, the most overdue first: where the dashboard's late items lead. */
export const LATE_ORDERS = ordersPath({
  ...ordersQueryOf(new URLSearchParams()),
  late: 1,
  sort: 'due',
  dir: 'asc',
});

/** The table's sorting state of a view: one column, whose ids are the contract's sorts. */
export function sortingOf({ sort, dir }: Sort): SortingState {
  return [{ id: sort, desc: dir === 'desc' }];
}

/** The sort a table's sorting state asks for; the view's own when it names no column the list sorts by. */
export function sortOf(sorting: SortingState, current: Sort): Sort {
  const [first] = sorting;
  const sort = choiceOf(first?.id ?? null, admin.ORDER_SORTS);
  return first && sort ? { sort, dir: first.desc ? 'desc' : 'asc' } : current;
}
