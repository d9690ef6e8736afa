import type { admin, LocalizedText } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './tables.ts';

/** An item of a member's own order, as a review of it and an order of it again read it. */
export interface MemberItem {
  id: number;
  productId: number;
  productNo: string;
  skuId: number;
  productName: LocalizedText;
  files: string[];
  qty: number;
  state: admin.ItemState;
}

/**
 * The item, when it belongs to one of the member's orders; null for another member's as for none,
 * so that a caller's answer never tells another member's item from a missing one.
 */
export async function memberItem(db: Db, memberId: number, itemId: number): Promise<MemberItem | null> {
  const [row] = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productNo: orderItems.productNo,
      skuId: orderItems.skuId,
      productName: orderItems.productName,
      files: orderItems.files,
      qty: orderItems.qty,
      state: orderItems.state,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.memberId, memberId)));
  return row ?? null;
}
