import { isStorableText, MAX_LENGTH, ORDER_FILTER } from '@printshop/contract';

type OrderFilter = (typeof ORDER_FILTER)[keyof typeof ORDER_FILTER];

/** What /order shows, read from and written to its address so reload and back keep it. */
export interface OrderListParams {
  sta: OrderFilter;
  /** The search text: part of an order number or of a product name; '' for none. */
  q: string;
  page: number;
}

const FILTERS: readonly number[] = Object.values(ORDER_FILTER);

/** A whole number of at least 1 written in plain digits, else null. */
function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Anything unknown or unsearchable falls back to the defaults: all orders, no search, page 1. */
export function parseOrderListParams(params: URLSearchParams): OrderListParams {
  const sta = params.get('sta') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, MAX_LENGTH.orderSearch);
  return {
    sta: /^\d$/.test(sta) && FILTERS.includes(Number(sta)) ? (Number(sta) as OrderFilter) : ORDER_FILTER.all,
    q: isStorableText(q) ? q : '',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The parameters that differ from the defaults, for links and the forms' hidden fields. */
export function orderListQuery({ sta, q, page }: OrderListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (sta !== ORDER_FILTER.all) query.sta = String(sta);
  if (q) query.q = q;
  if (page > 1) query.page = String(page);
  return query;
}

export function orderListHref(params: OrderListParams): string {
  const search = new URLSearchParams(orderListQuery(params)).toString();
  return search ? `/order?${search}` : '/order';
}

export function orderDetailHref(orderId: number, itemId: number): string {
  return `/orderDetail?no=${orderId}&oid=${itemId}`;
}

/** Which order and item /orderDetail shows; null when the address names none it could. */
export function parseOrderDetailParams(
  params: URLSearchParams,
): { orderId: number; itemId: number | undefined } | null {
  const orderId = positiveInt(params.get('no'));
  if (orderId === null) return null;
  const oid = params.get('oid');
  // Without oid the API shows the order's first item; an oid that is not a number is a broken link.
  if (oid === null || oid === '') return { orderId, itemId: undefined };
  const itemId = positiveInt(oid);
  return itemId === null ? null : { orderId, itemId };
}
