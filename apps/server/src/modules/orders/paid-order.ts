import type { LocalizedText } from '@printshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './tables.ts';

/** An order as the staff's mail of its payment names it. */
export interface PaidOrder {
  id: number;
  orderNo: string;
  totalCents: number;
  items: { productName: LocalizedText; qty: number }[];
}

/** The order and its items, in one query; null for an unknown order. */
export async function paidOrder(db: Db, orderId: number): Promise<PaidOrder | null> {
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      totalCents: orders.totalCents,
      productName: orderItems.productName,
      qty: orderItems.qty,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .orderBy(asc(orderItems.id));
  const [first] = rows;
  if (!first) return null;
  return {
    id: orderId,
    orderNo: first.orderNo,
    totalCents: first.totalCents,
    items: rows.map(({ productName, qty }) => ({ productName, qty })),
  };
}
