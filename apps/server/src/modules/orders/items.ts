import { admin, type api, type Lang, type LocalizedText, shipDay } from '@printshop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { startOfShopDay } from '../../lib/shop-days.ts';
import { productionDaysOf } from '../catalog/service.ts';
import { shopCalendar } from '../content/shop-calendar.ts';
import { orderItems, orders } from './tables.ts';

/**
 * The production line's reads and writes of order items and orders (docs/product.md#production).
 * Which move is allowed is the production module's rule; this only stores, and every state
 * written keeps the old `stage` (the storefront's sta) equal to stageOf(state).
 */

/** An item with what the production line decides on. */
export interface LineItem {
  id: number;
  orderId: number;
  orderNo: string;
  memberId: number;
  state: admin.ItemState;
  productName: LocalizedText;
  files: string[];
  dueAt: Date | null;
  paymentStatus: api.PaymentStatus;
  cancelled: boolean;
  /** The order's language: the customer's mails about the item are in it. */
  lang: Lang;
}

/**
 * The item and its order. With `lock`, the item's row stays locked (`for update`) until the
 * transaction ends: a concurrent move of the same item waits, then reads the state this one left.
 */
export async function findLineItem(db: Db, itemId: number, { lock = false } = {}): Promise<LineItem | null> {
  const query = db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      orderNo: orders.orderNo,
      memberId: orders.memberId,
      state: orderItems.state,
      productName: orderItems.productName,
      files: orderItems.files,
      dueAt: orderItems.dueAt,
      paymentStatus: orders.paymentStatus,
      cancelledAt: orders.cancelledAt,
      lang: orders.lang,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId));
  const [row] = lock ? await query.for('update', { of: orderItems }) : await query;
  if (!row) return null;
  const { cancelledAt, ...item } = row;
  return { ...item, cancelled: cancelledAt !== null };
}

/** What a move may store besides the state; a null shipment clears it. */
export interface ItemChanges {
  carrier?: string | null;
  trackingNo?: string | null;
  /** A design file the customer sent with their changes: joins the item's files once. */
  addFile?: string;
}

/**
 * Compare-and-set: moves the item to `to` only while its state is one of `from`, in one
 * statement, so of two concurrent moves at most one finds the item where it expected. False
 * when the item was not in one of `from`.
 */
export async function setItemState(
  tx: Db,
  itemId: number,
  from: readonly admin.ItemState[],
  to: admin.ItemState,
  { addFile, ...shipment }: ItemChanges = {},
): Promise<boolean> {
  const files = addFile
    ? sql`case when ${addFile}::text = any(${orderItems.files}) then ${orderItems.files} else array_append(${orderItems.files}, ${addFile}::text) end`
    : undefined;
  const moved = await tx
    .update(orderItems)
    .set({ state: to, stage: admin.stageOf(to), ...shipment, ...(files ? { files } : {}) })
    .where(and(eq(orderItems.id, itemId), inArray(orderItems.state, [...from])))
    .returning({ id: orderItems.id });
  return moved.length > 0;
}

/** The order a cancellation decides on, locked until the transaction ends. */
interface LockedOrder {
  id: number;
  orderNo: string;
  memberId: number;
  paymentStatus: api.PaymentStatus;
  totalCents: number;
  refundedCents: number;
  cancelled: boolean;
  lang: Lang;
  items: { id: number; state: admin.ItemState }[];
}

/** The order and its items' states, the order row locked (`for update`) so cancellations queue. */
export async function lockOrder(tx: Db, orderId: number): Promise<LockedOrder | null> {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      memberId: orders.memberId,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      cancelledAt: orders.cancelledAt,
      lang: orders.lang,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return null;
  const items = await tx
    .select({ id: orderItems.id, state: orderItems.state })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id)
    .for('update');
  const { cancelledAt, ...rest } = order;
  return { ...rest, cancelled: cancelledAt !== null, items };
}

/**
 * Marks the order cancelled with what was refunded, and its items cancelled while each is still
 * in one of `from` (compare-and-set, as setItemState); answers how many items it cancelled.
 */
export async function cancelOrderAndItems(
  tx: Db,
  order: { id: number; reason: string; refundedCents: number },
  from: readonly admin.ItemState[],
): Promise<number> {
  await tx
    .update(orders)
    .set({ cancelledAt: sql`now()`, cancelReason: order.reason, refundedCents: order.refundedCents })
    .where(eq(orders.id, order.id));
  const cancelled = await tx
    .update(orderItems)
    .set({ state: 'cancelled', stage: admin.stageOf('cancelled') })
    .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.state, [...from])))
    .returning({ id: orderItems.id });
  return cancelled.length;
}

/** The carrier and tracking number of a shipped item, or null before it ships. */
export async function shipmentOf(db: Db, itemId: number): Promise<api.OrderDetail['dtl']['shipment']> {
  const [row] = await db
    .select({ carrier: orderItems.carrier, trackingNo: orderItems.trackingNo })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return row?.carrier && row.trackingNo ? { carrier: row.carrier, trackingNo: row.trackingNo } : null;
}

/**
 * Each item of a newly paid order is promised to ship on the day an order placed at its payment
 * would ship (docs/decisions/087): `ship_by` is that day and `due_at` its last moment in the
 * shop's `timeZone`, after which the back office counts the item late. One statement per ship day.
 */
export async function setDueDates(tx: Db, orderId: number, timeZone: string): Promise<void> {
  const items = await tx
    .select({
      id: orderItems.id,
      paidAt: orders.paidAt,
      productionDays: sql<number>`${productionDaysOf(orderItems.productId)}`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.orderId, orderId));
  const calendar = await shopCalendar(tx, timeZone);
  const idsByDay = new Map<string, number[]>();
  for (const item of items) {
    const day = shipDay(item.paidAt!, item.productionDays, calendar);
    idsByDay.set(day, [...(idsByDay.get(day) ?? []), item.id]);
  }
  for (const [day, ids] of idsByDay) {
    await tx
      .update(orderItems)
      .set({ shipBy: day, dueAt: sql`${startOfShopDay(day, timeZone, 1)} - interval '1 millisecond'` })
      .where(inArray(orderItems.id, ids));
  }
}

/** What an order's refund by item is reckoned from: its goods, its shipping and each item's price. */
export interface RefundBase {
  subtotalCents: number;
  shippingCents: number;
  items: Map<number, number>;
}

export async function refundBase(tx: Db, orderId: number): Promise<RefundBase> {
  const [order] = await tx
    .select({ subtotalCents: orders.subtotalCents, shippingCents: orders.shippingCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  const items = await tx
    .select({ id: orderItems.id, subtotalCents: orderItems.subtotalCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { ...order!, items: new Map(items.map((item) => [item.id, item.subtotalCents])) };
}

/** Adds a refund to what the order records as refunded; answers the new total. */
export async function addRefunded(tx: Db, orderId: number, cents: number): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${cents}` })
    .where(eq(orders.id, orderId))
    .returning({ refundedCents: orders.refundedCents });
  return row!.refundedCents;
}
