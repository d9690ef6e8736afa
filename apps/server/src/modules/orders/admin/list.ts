import {
  type admin,
  centsToDollars,
  type InputOf,
  type Lang,
  type OutputOf,
  pick,
} from '@printshop/contract';
import { asc, count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { TtlCache } from '../../../lib/cache.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { customersByIds } from '../../identity/customers.ts';
import { itemLateColumn } from '../late.ts';
import { type AddressSnapshot, finishedStatesSql, orderItems, orders } from '../tables.ts';
import { duePageIds } from './due-sort.ts';
import { type OrderFilters, type OrderSearch, orderFilter, orderSearch, orderSort } from './filters.ts';

/** A row of the list, with the delivery address the CSV export shows. */
export type OrderRow = admin.AdminOrderRow & { shippingAddress: AddressSnapshot };

/** An item's due date while it has not shipped, as the list shows it; null after. */
const openDueAt =
  sql<Date | null>`case when ${orderItems.state} not in (${finishedStatesSql}) then ${orderItems.dueAt} end`.mapWith(
    orderItems.dueAt,
  );

function soonest(dates: (Date | null)[]): string | null {
  const times = dates.filter((date) => date !== null).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.min(...times)).toISOString() : null;
}

/**
 * The orders the filters pick, in the chosen order, a page at a time: three queries however
 * many orders and items (orders, their items, their customers).
 */
export async function orderRows(
  db: Db,
  lang: Lang,
  filters: OrderFilters,
  search: OrderSearch | undefined,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  // The page's ids first, from the sort's index alone (index-only scans), then those rows: a deep
  // page or a common search word skips tens of thousands of ids instead of whole rows.
  const where = orderFilter(filters, search, page.offset + page.limit);
  const pageIds =
    filters.sort === 'due'
      ? await duePageIds(db, where, filters.dir, page)
      : db
          .select({ id: orders.id })
          .from(orders)
          .where(where)
          .orderBy(...orderSort(filters))
          .limit(page.limit)
          .offset(page.offset);
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      paymentStatus: orders.paymentStatus,
      cancelledAt: orders.cancelledAt,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      memberId: orders.memberId,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(inArray(orders.id, pageIds))
    .orderBy(...orderSort(filters));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, customers] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        state: orderItems.state,
        productName: orderItems.productName,
        late: itemLateColumn,
        dueAt: openDueAt,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    customersByIds(
      db,
      rows.map((row) => row.memberId),
    ),
  ]);
  const itemsOf = groupBy(items, (item) => item.orderId);
  return rows.map((row) => {
    const own = itemsOf.get(row.id) ?? [];
    const customer = customers.get(row.memberId);
    return {
      id: row.id,
      orderNo: row.orderNo,
      createTime: row.createdAt.toISOString(),
      paidTime: row.paidAt?.toISOString() ?? null,
      paymentStatus: row.paymentStatus,
      cancelled: row.cancelledAt !== null,
      customer: { id: row.memberId, email: customer?.email ?? '', name: customer?.name ?? '' },
      totalAmount: centsToDollars(row.totalCents),
      refunded: centsToDollars(row.refundedCents),
      itemCount: own.length,
      states: [...new Set(own.map((item) => item.state))],
      productNames: [...new Set(own.map((item) => pick(item.productName, lang)))],
      late: own.some((item) => item.late),
      dueAt: soonest(own.map((item) => item.dueAt)),
      items: own.map((item) => ({ id: item.id, state: item.state })),
      shippingAddress: row.shippingAddress,
    };
  });
}

/**
 * How long a filter's order count is reused. It does not depend on the page or the sort, and an
 * exact count reads every matching order (all 100,000 of a busy shop's unfiltered list) while a
 * page reads twenty: paging through a list, or several staff on the same one, count once in
 * five seconds. The rows themselves are always read fresh.
 */
const ORDER_COUNT_TTL_MS = 5000;

/** A cache of order counts by filter, one per app (lib/cache.ts). */
export function orderCountCache(): TtlCache {
  return new TtlCache({ ttlMs: ORDER_COUNT_TTL_MS, maxEntries: 500 });
}

function countOrders(
  db: Db,
  counts: TtlCache,
  filters: OrderFilters,
  search: OrderSearch | undefined,
): Promise<number> {
  const key = [
    'orders',
    filters.stage,
    filters.state,
    filters.payment,
    filters.q,
    filters.from,
    filters.to,
    filters.late,
    filters.ids?.join(),
  ];
  return counts.get(key, async () => {
    const [row] = await db.select({ total: count() }).from(orders).where(orderFilter(filters, search));
    return row?.total ?? 0;
  });
}

/** One page of the back office's order list, and how many orders the filters pick. */
export async function adminOrderList(
  db: Db,
  lang: Lang,
  input: InputOf<typeof admin.adminOrderList> & Pick<OrderFilters, 'timeZone'>,
  counts: TtlCache,
): Promise<OutputOf<typeof admin.adminOrderList>> {
  const search = await orderSearch(db, input);
  const [rows, total] = await Promise.all([
    orderRows(db, lang, input, search, { limit: input.size, offset: (input.page - 1) * input.size }),
    countOrders(db, counts, input, search),
  ]);
  return { list: rows.map(({ shippingAddress: _, ...row }) => row), total };
}
