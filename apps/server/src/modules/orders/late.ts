import { sql } from 'drizzle-orm';
import { finishedStatesSql, orderItems } from './tables.ts';

/**
 * An item is late once its due date (paid time plus its product's production days) has passed
 * and it has not shipped: as SQL, so lists, the order screen and the dashboard agree, and
 * order_items_open_due_idx (same predicate) finds the late ones.
 */
export const itemIsLate = sql<boolean>`(${orderItems.dueAt} < now() and ${orderItems.state} not in (${finishedStatesSql}))`;
