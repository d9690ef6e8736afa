import type { admin, LocalizedText } from '@printshop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AddressSnapshot, orderItems, orders } from './tables.ts';

/** What a job ticket prints of an item and its order (production/ticket.ts). */
interface TicketLine {
  id: number;
  orderId: number;
  orderNo: string;
  productNo: string;
  productName: LocalizedText;
  attributes: { key: LocalizedText; value: LocalizedText }[];
  files: string[];
  qty: number;
  state: admin.ItemState;
  dueAt: Date | null;
  shippingAddress: AddressSnapshot;
  /** The item or its order was cancelled. */
  cancelled: boolean;
}

/** These items with their orders, in one query however many; an unknown id is left out. */
export async function ticketLines(db: Db, itemIds: readonly number[]): Promise<TicketLine[]> {
  const rows = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      orderNo: orders.orderNo,
      productNo: orderItems.productNo,
      productName: orderItems.productName,
      attributes: orderItems.attributes,
      files: orderItems.files,
      qty: orderItems.qty,
      state: orderItems.state,
      dueAt: orderItems.dueAt,
      shippingAddress: orders.shippingAddress,
      cancelledAt: orders.cancelledAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, [...itemIds]));
  return rows.map(({ cancelledAt, ...line }) => ({
    ...line,
    cancelled: cancelledAt !== null || line.state === 'cancelled',
  }));
}
