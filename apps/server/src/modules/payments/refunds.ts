import { CODE } from '@printshop/contract';
import { and, arrayOverlaps, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { orders } from '../orders/tables.ts';
import { atProvider } from './at-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { payments, refunds } from './tables.ts';

/**
 * Gives back `amountCents` of an order's successful payment, through the provider that took it.
 * Run it inside the transaction that records the refund: should the provider refuse, nothing is
 * recorded; should the transaction fail after the provider refunded, a retry refunds nothing
 * twice (the provider's refunds are idempotent per intent and amount).
 */
export async function refundOrderPayment(
  tx: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  order: { id: number; amountCents: number },
  /** Names this refund of the order at the provider (see PaymentProvider.refund). */
  key: string,
): Promise<void> {
  const [payment] = await tx
    .select({ intentId: payments.intentId, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment || payment.provider !== provider.name) {
    log.error({ orderId: order.id, paidWith: payment?.provider }, 'no payment this provider can refund');
    throw new HttpError(CODE.conflict, 'refundUnavailable');
  }
  const { refundId } = await atProvider(
    log,
    'refund',
    () => provider.refund(payment.intentId, order.amountCents, key),
    'refundFailed',
  );
  log.info({ orderId: order.id, refundId, amountCents: order.amountCents }, 'payment refunded');
}

/**
 * A payment that reached the provider after staff cancelled its order (the shopper paid in
 * another tab): the money goes straight back and the order records it, as a cancellation would
 * have. Run it in the transaction that records the payment, with the order row locked: should
 * the provider refuse, nothing is recorded, and the webhook's retry (or the shopper's) tries again.
 */
export async function refundLatePayment(
  tx: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  order: { id: number; totalCents: number; refundedCents: number },
): Promise<void> {
  const due = order.totalCents - order.refundedCents;
  if (due <= 0) return;
  await refundOrderPayment(tx, provider, log, { id: order.id, amountCents: due }, 'late-payment');
  await tx.update(orders).set({ refundedCents: order.totalCents }).where(eq(orders.id, order.id));
  log.warn({ orderId: order.id, amountCents: due }, 'a cancelled order was paid: refunded');
}

/** An owner's refund of part of an order, as the refunds table keeps it. */
type RecordedRefund = typeof refunds.$inferSelect;

/** The refund an earlier sending of the same refund dialog made, if any. */
export async function findRefund(tx: Db, orderId: number, requestId: string): Promise<RecordedRefund | null> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.requestId, requestId)));
  return row ?? null;
}

/** Of these items of the order, the first one an earlier refund gave back, or null. */
export async function refundedItem(tx: Db, orderId: number, itemIds: number[]): Promise<number | null> {
  const rows = await tx
    .select({ itemIds: refunds.itemIds })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), arrayOverlaps(refunds.itemIds, itemIds)));
  const refunded = new Set(rows.flatMap((row) => row.itemIds));
  return itemIds.find((id) => refunded.has(id)) ?? null;
}

export async function recordRefund(
  tx: Db,
  refund: Omit<RecordedRefund, 'id' | 'createdAt'>,
): Promise<RecordedRefund> {
  const [row] = await tx.insert(refunds).values(refund).returning();
  return row!;
}
