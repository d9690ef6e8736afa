import { admin } from '@printshop/contract';
import { countingOf, searchOf } from '../lib/list-query';
import { ordersPath, ordersQueryOf } from '../orders/order-query';

/** A view of the customers list: its search and the page. */
export interface CustomersQuery {
  q: string;
  page: number;
}

/** The view an address of /admin/customers shows; what the list cannot take is dropped. */
export function customersQueryOf(params: URLSearchParams): CustomersQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, admin.CUSTOMER_LIMITS.search),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The query string of a view, defaults left out, so the address stays short. */
export function customersSearch(query: CustomersQuery): string {
  return searchOf({ q: query.q, page: query.page === 1 ? undefined : query.page });
}

export const CUSTOMERS_PATH = admin.ADMIN_SCREENS.customers.path;

/** The address of a view of the customers list. */
export const customersPath = (query: CustomersQuery) => `${CUSTOMERS_PATH}${customersSearch(query)}`;

/** The address of a customer's screen. */
export const customerPath = (id: number) => `${CUSTOMERS_PATH}/${id}`;

/** Every order of a customer: the orders list searched by their email. */
export const ordersOfCustomerPath = (email: string) =>
  ordersPath(ordersQueryOf(new URLSearchParams({ q: email })));
