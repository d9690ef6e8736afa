import type { admin } from '@printshop/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { finishedStatesSql, orderItems, orders } from '../tables.ts';

type Direction = admin.AdminOrderFilters['dir'];

/**
 * An item still on the line with a due date: order_items_open_due_idx's predicate, so the open
 * items are read from that small index rather than from all of a busy shop's items.
 */
const openAndDue = sql`${orderItems.dueAt} is not null and ${orderItems.state} not in (${finishedStatesSql})`;

/** An order's soonest due date of its items not shipped yet, the list row's dueAt; null when none. */
const orderDueAt = sql`(select min(${orderItems.dueAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${openAndDue})`;

/**
 * The due-date sort of rows already picked (a page's, an export's): orders without a due date
 * last in either direction, ties by id so pages never repeat or skip an order.
 */
export function dueSort(dir: Direction): SQL[] {
  const keyword = dir === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${orderDueAt} ${keyword} nulls last`, sql`${orders.id} ${keyword}`];
}

/**
 * The ids of a page of the orders `where` picks, by due date (dueSort's order). Sorting every
 * order by a date computed per order would compute it for all of them (100,000 lookups on a busy
 * shop). The orders with a due date are few, found from the open items grouped by order: the page
 * comes from them, and only a page that reaches past them reads the orders with nothing due, by
 * id, after counting those with a date when the page does not say how many there are.
 */
export async function duePageIds(
  db: Db,
  where: SQL | undefined,
  dir: Direction,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const direction = dir === 'asc' ? asc : desc;
  const dueOf = db
    .select({ orderId: orderItems.orderId, due: sql<Date>`min(${orderItems.dueAt})`.as('due') })
    .from(orderItems)
    .where(openAndDue)
    .groupBy(orderItems.orderId)
    .as('due_of');
  const withDue = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(dueOf, eq(dueOf.orderId, orders.id))
    .where(where)
    .orderBy(direction(dueOf.due), direction(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = withDue.map((row) => row.id);
  if (ids.length === page.limit) return ids;
  let dueCount = page.offset + ids.length;
  if (ids.length === 0 && page.offset > 0) {
    const [counted] = await db
      .select({ total: count() })
      .from(orders)
      .innerJoin(dueOf, eq(dueOf.orderId, orders.id))
      .where(where);
    dueCount = counted?.total ?? 0;
  }
  const noneDue = sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${openAndDue})`;
  const rest = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, noneDue))
    .orderBy(direction(orders.id))
    .limit(page.limit - ids.length)
    .offset(Math.max(0, page.offset - dueCount));
  return [...ids, ...rest.map((row) => row.id)];
}
