import { admin, centsToDollars, type Lang, pick } from '@printshop/contract';
import { asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addDays, shopDay, shopDayOf, startOfShopDay } from '../../lib/shop-days.ts';
import { openMessageCount } from '../messages/service.ts';
import { orderAwaitsPayment } from '../orders/admin/awaiting-payment.ts';
import { itemIsLate } from '../orders/late.ts';
// Read only, and only aggregates: counting through the orders module would cost a query per state
// and per day, as decision 073 found for the order screen.
import { orderItems, orders } from '../orders/tables.ts';
import { DEMO_STAFF_PASSWORDS } from '../staff/demo-staff.ts';
import { staffWithPasswords } from '../staff/service.ts';

/**
 * Items per state, leaving out those of orders awaiting payment, which are not produced: all
 * items are counted from order_items_state_idx alone, then the few of unpaid orders (found
 * through orders_payment_status_idx) taken off, instead of joining every item to its order.
 */
async function itemsPerState(db: Db): Promise<admin.Dashboard['itemsPerState']> {
  const [all, unpaid] = await Promise.all([
    db.select({ state: orderItems.state, items: count() }).from(orderItems).groupBy(orderItems.state),
    db
      .select({ state: orderItems.state, items: count() })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(orderAwaitsPayment)
      .groupBy(orderItems.state),
  ]);
  const counts = Object.fromEntries(admin.ITEM_STATES.map((state) => [state, 0]));
  for (const row of all) counts[row.state] = row.items;
  // The two counts are not one snapshot: an order placed between them must not make one negative.
  for (const row of unpaid) counts[row.state] = Math.max(0, counts[row.state]! - row.items);
  return counts as admin.Dashboard['itemsPerState'];
}

/** Orders awaiting payment, by payment status. */
async function ordersAwaitingPayment(db: Db): Promise<admin.Dashboard['awaitingPayment']> {
  const rows = await db
    .select({ status: orders.paymentStatus, orders: count() })
    .from(orders)
    .where(orderAwaitsPayment)
    .groupBy(orders.paymentStatus);
  const counts = Object.fromEntries(admin.UNPAID_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.orders;
  return counts as admin.Dashboard['awaitingPayment'];
}

/** The most overdue late items and how many are late in all, in one query. */
async function lateItems(db: Db, lang: Lang): Promise<admin.Dashboard['late']> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      itemId: orderItems.id,
      productName: orderItems.productName,
      state: orderItems.state,
      dueAt: orderItems.dueAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(itemIsLate)
    .orderBy(asc(orderItems.dueAt), asc(orderItems.id))
    .limit(admin.DASHBOARD_LATE_ITEMS);
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map(({ total: _, productName, dueAt, ...item }) => ({
      ...item,
      productName: pick(productName, lang),
      dueAt: dueAt!.toISOString(),
    })),
  };
}

/**
 * Orders paid on each of the last DASHBOARD_DAYS days of the shop's time zone, today included, and
 * what they brought in net of refunds; every day present, zeros included.
 */
async function salesDays(db: Db, now: Date, timeZone: string): Promise<admin.Dashboard['days']> {
  const first = addDays(shopDay(now, timeZone), 1 - admin.DASHBOARD_DAYS);
  const rows = await db
    .select({
      day: shopDayOf(orders.paidAt, timeZone),
      orders: count(),
      cents: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(gte(orders.paidAt, startOfShopDay(first, timeZone)))
    // By position: the day's expression carries the zone as a parameter, and PostgreSQL would not
    // see the same expression in a GROUP BY with a parameter of its own.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: admin.DASHBOARD_DAYS }, (_, index) => {
    const date = addDays(first, index);
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenue: centsToDollars(row?.cents ?? 0) };
  });
}

/**
 * The back office's first screen: items per state, orders awaiting payment, late items, sales of the last 30 days, and
 * for those who manage staff (owners) the staff still using a password the README publishes
 * (docs/staff.md): anyone who read it can log in as them; for those who read contact messages,
 * how many are open.
 */
export async function dashboard(
  db: Db,
  lang: Lang,
  role: admin.StaffRole,
  timeZone: string,
): Promise<admin.Dashboard> {
  const [states, awaitingPayment, late, days, demoPasswords, openMessages] = await Promise.all([
    itemsPerState(db),
    ordersAwaitingPayment(db),
    lateItems(db, lang),
    salesDays(db, new Date(), timeZone),
    admin.can(role, 'staff.manage') ? staffWithPasswords(db, DEMO_STAFF_PASSWORDS) : [],
    admin.can(role, 'customers.manage') ? openMessageCount(db) : null,
  ]);
  return { itemsPerState: states, awaitingPayment, late, days, demoPasswords, openMessages };
}
