import { type admin, centsToDollars } from '@printshop/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './tables.ts';

/** How a customer has bought: orders placed, what the paid ones came to, and the last one's time. */
export interface OrderStats {
  orderCount: number;
  /** The paid orders' totals less what was refunded of them, in cents. */
  spentCents: number;
  lastOrderAt: Date | null;
}

export const NO_ORDERS: OrderStats = { orderCount: 0, spentCents: 0, lastOrderAt: null };

/** The order stats of each of `memberIds` that has ordered, in one query (orders_member_idx). */
export async function orderStatsOfMembers(db: Db, memberIds: number[]): Promise<Map<number, OrderStats>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      memberId: orders.memberId,
      orderCount: sql<number>`count(*)::int`,
      spentCents:
        sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}) filter (where ${orders.paymentStatus} = 'paid'), 0)::bigint`.mapWith(
          Number,
        ),
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
    })
    .from(orders)
    .where(inArray(orders.memberId, [...new Set(memberIds)]))
    .groupBy(orders.memberId);
  return new Map(rows.map(({ memberId, ...stats }) => [memberId, stats]));
}

/** A member's newest `limit` orders, newest first, each with its number of items: one query. */
export async function recentOrdersOfMember(
  db: Db,
  memberId: number,
  limit: number,
): Promise<admin.CustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      paymentStatus: orders.paymentStatus,
      cancelledAt: orders.cancelledAt,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      itemCount: sql<number>`count(${orderItems.id})::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.memberId, memberId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(({ createdAt, cancelledAt, totalCents, refundedCents, ...row }) => ({
    ...row,
    createTime: createdAt.toISOString(),
    cancelled: cancelledAt !== null,
    totalAmount: centsToDollars(totalCents),
    refunded: centsToDollars(refundedCents),
  }));
}
