import { sql } from 'drizzle-orm';
import { finishedStatesSql, orderItems, orders } from './tables.ts';

/** Past its due date and not shipped: a range on order_items_open_due_idx, under its very predicate. */
const pastDue = sql`${orderItems.dueAt} < now() and ${orderItems.state} not in (${finishedStatesSql})`;

/**
 * An item is late once its due date (paid time plus its product's production days) has passed
 * and it has not shipped: as SQL, so lists, the order screen and the dashboard agree, and
 * order_items_open_due_idx (same predicate) finds the late ones. Only a paid order's item can be
 * late: the payment sets the due date, and the order's own status is checked too (by its primary
 * key, for the few late candidates), as an unpaid order is not produced.
 */
export const itemIsLate = sql<boolean>`(${pastDue} and exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.paymentStatus} = 'paid'))`;

/**
 * An order has a late item: a paid order among the orders of the items past due, listed once for
 * the whole query (an InitPlan), as those items are few and found through
 * order_items_open_due_idx, while a check per order would look up the items of every order a
 * busy shop has.
 */
export const hasLateItem = sql`(${orders.paymentStatus} = 'paid' and ${orders.id} = any(array(select ${orderItems.orderId} from ${orderItems} where ${pastDue})))`;

/**
 * itemIsLate as a column a screen shows: true or false, never null, as an item with no due date
 * (`null < now()`) is not late. Only the selects use it; a filter keeps itemIsLate, whose
 * predicate the index matches.
 */
export const itemLateColumn = sql<boolean>`coalesce(${itemIsLate}, false)`;
