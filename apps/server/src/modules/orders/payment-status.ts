import { type api, CODE } from '@printshop/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { setDueDates } from './items.ts';
import { orders } from './tables.ts';

export interface OwnOrder {
  id: number;
  orderNo: string;
  totalCents: number;
  paymentStatus: api.PaymentStatus;
  /** A cancelled order can no longer be paid. */
  cancelledAt: Date | null;
  refundedCents: number;
}

const ownOrderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  totalCents: orders.totalCents,
  paymentStatus: orders.paymentStatus,
  cancelledAt: orders.cancelledAt,
  refundedCents: orders.refundedCents,
};

/** One of the member's orders for payment; another member's order is 404, as if it did not exist. */
export async function findOwnOrder(db: Db, memberId: number, orderId: number): Promise<OwnOrder> {
  const [order] = await db
    .select(ownOrderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  if (!order) throw new HttpError(CODE.notFound, 'orderNotFound');
  return order;
}

/**
 * Any order by id, for the provider's webhook, which speaks for no member, and for recording a
 * payment. With `lock`, the order row stays locked (`for update`) until the transaction ends, as
 * a cancellation locks it: a payment and a cancellation of the same order queue, and the second
 * reads what the first wrote.
 */
export async function findOrder(db: Db, orderId: number, { lock = false } = {}): Promise<OwnOrder | null> {
  const query = db.select(ownOrderColumns).from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  return order ?? null;
}

/**
 * Marks an order paid exactly once: true only for the call that changed it. The webhook and the
 * shopper's confirmation may both arrive, in either order; the second finds it paid already.
 * The items' ship-by and due dates count from this payment, in the shop's `timeZone`
 * (docs/product.md#production). Call it in a transaction, so both are written or neither.
 */
export async function markOrderPaid(tx: Db, orderId: number, timeZone: string): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')))
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  await setDueDates(tx, orderId, timeZone);
  return true;
}

/** A declined attempt leaves the order on hold as 'failed' so it can be paid again; never undoes 'paid'. */
export async function markOrderPaymentFailed(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed' })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')));
}
