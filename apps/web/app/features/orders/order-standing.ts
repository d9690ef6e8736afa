import type { api } from '@printshop/contract';

type Standing = Pick<api.OrderSummary, 'paymentStatus' | 'cancelTime'>;

/** Cancelled by the shop: nothing more is made, and what was paid is refunded (docs/product.md#production). */
export function isCancelled(order: Pick<Standing, 'cancelTime'>): boolean {
  return order.cancelTime !== null;
}

/** Pay now is offered on an order on hold, unless the shop has cancelled it. */
export function canPay(order: Standing): boolean {
  return order.paymentStatus !== 'paid' && !isCancelled(order);
}

/** Order again is offered once an order is paid or cancelled: on hold, it is paid rather than ordered again. */
export function canReorder(order: Standing): boolean {
  return !canPay(order);
}
