import type { admin } from '@printshop/contract';

type Item = Pick<admin.AdminOrder['items'][number], 'id' | 'state'>;
type Standing = Pick<admin.AdminOrder, 'cancelled'>;

/** Whether an item gets a job ticket: the server refuses one for a cancelled item (409). */
export function hasTicket(item: Pick<Item, 'state'>, order: Standing): boolean {
  return !order.cancelled && item.state !== 'cancelled';
}

/** The order's items that get a job ticket, to print them together. */
export function ticketItemIds(order: Standing & { items: readonly Item[] }): number[] {
  return order.items.filter((item) => hasTicket(item, order)).map((item) => item.id);
}
