import { sql } from 'drizzle-orm';
import { finishedStatesSql, orderItems, orders } from './tables.ts';

/**
 * An item is late once its due date (paid time plus its product's production days) has passed
 * and it has not shipped: as SQL, so lists, the order screen and the dashboard agree, and
 * order_items_open_due_idx (same predicate) finds the late ones. Only a paid order's item can be
 * late: the payment sets the due date, and the order's own status is checked too (by its primary
 * key, for the few late candidates), as an unpaid order is not produced.
 */
export const itemIsLate = sql<boolean>`(${orderItems.dueAt} < now() and ${orderItems.state} not in (${finishedStatesSql}) and exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.paymentStatus} = 'paid'))`;
