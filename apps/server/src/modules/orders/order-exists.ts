import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './tables.ts';

/** Whether an order has this id: one primary-key read, for a page that only needs to know. */
export async function orderExists(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return row !== undefined;
}
