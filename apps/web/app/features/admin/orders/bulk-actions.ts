import type { admin } from '@printshop/contract';
import { hasTicket } from './job-tickets';

type Row = Pick<admin.AdminOrderRow, 'paymentStatus' | 'cancelled' | 'items'>;

/**
 * The items "Start printing" moves: approved ones of paid orders that are not cancelled, as the
 * server's rule for one item says (it checks each again, and answers why for any it refuses).
 */
export function printableItemIds(rows: readonly Row[]): number[] {
  return rows
    .filter((row) => row.paymentStatus === 'paid' && !row.cancelled)
    .flatMap((row) => row.items.filter((item) => item.state === 'approved').map((item) => item.id));
}

/** The items of the rows that get a job ticket, order by order. */
export function ticketItemIdsOf(rows: readonly Row[]): number[] {
  return rows.flatMap((row) => row.items.filter((item) => hasTicket(item, row)).map((item) => item.id));
}
