import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './tables.ts';

/**
 * Orders as other modules' lists name and find them (the audit log): by number, a whole page's
 * worth in one query each.
 */

/** An order as a list names and links it. */
export interface OrderRef {
  id: number;
  orderNo: string;
}

/** The order of each of these items, by item id, in one query. */
export async function ordersOfItems(db: Db, itemIds: number[]): Promise<Map<number, OrderRef>> {
  const rows = await db
    .select({ itemId: orderItems.id, id: orders.id, orderNo: orders.orderNo })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, [...new Set(itemIds)]));
  return new Map(rows.map(({ itemId, ...order }) => [itemId, order]));
}

/** The numbers of these orders, by id, in one query. */
export async function orderNumbers(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.orderNo]));
}

/** A subquery: the id of the order numbered `orderNo` (none for an unknown number). */
export function orderNumbered(db: Db, orderNo: string) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
}

/** A subquery: the ids of the items of the order numbered `orderNo`. */
export function itemsOfOrderNumbered(db: Db, orderNo: string) {
  return db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNo, orderNo));
}

/** What a quote shows of the order its offer became: its number, customer, total and whether it is paid. */
export async function orderStanding(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      memberId: orders.memberId,
      totalCents: orders.totalCents,
      paid: sql<boolean>`${orders.paymentStatus} = 'paid'`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
