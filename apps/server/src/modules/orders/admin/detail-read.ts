import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jsonRows } from '../../../db/json-rows.ts';
import { regionTitlesOf } from '../../addresses/region-names.ts';
import { checkedUploadsAmong } from '../../files/designs.ts';
import { customerOf } from '../../identity/customers.ts';
import { itemLateColumn } from '../late.ts';
import { orderItems, orders } from '../tables.ts';
import { notesOf } from './notes.ts';
import { eventsOf, paymentsOf, proofsOf, refundsOf } from './records.ts';

/**
 * Everything the back office's order screen shows of one order, in one query however many
 * items, files, proofs, payments, refunds, moves and notes it has (issue 24: the screen is the
 * back office's busiest read): the order's row, and beside it as json columns its items with
 * their lateness, the other modules' records of it with the staff named, its customer, its
 * addresses' places and its design files' preflights. Null for an unknown id.
 */
export async function readOrderScreen(db: Db, orderId: number) {
  const designFiles = sql`select unnest(${orderItems.files}) from ${orderItems} where ${eq(orderItems.orderId, orders.id)}`;
  const [row] = await db
    .select({
      order: getTableColumns(orders),
      items: jsonRows(orderItems, eq(orderItems.orderId, orders.id), [asc(orderItems.id)], {
        late: itemLateColumn,
      }),
      payments: paymentsOf(orders.id),
      refunds: refundsOf(orders.id),
      events: eventsOf(orders.id),
      proofs: proofsOf(orders.id),
      notes: notesOf(orders.id),
      customer: customerOf(orders.memberId),
      shippingPlaces: regionTitlesOf(db, orders.shippingAddress),
      billingPlaces: regionTitlesOf(db, orders.billingAddress),
      checkedUploads: checkedUploadsAmong(designFiles),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
