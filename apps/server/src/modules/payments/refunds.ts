import { CODE } from '@printshop/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { orders } from '../orders/tables.ts';
import { atProvider } from './at-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { payments } from './tables.ts';

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
    () => provider.refund(payment.intentId, order.amountCents),
    'refundFailed',
  );
  log.info({ orderId: order.id, refundId, amountCents: order.amountCents }, 'payment refunded');
}

/**
 * A payment that reached the provider after staff cancelled its order (the shopper paid in
 * another tab): the money goes straight back and the order records it, as a cancellation would
 * have. Run it in the webhook's transaction: should the provider refuse, the event is not kept
 * and the provider's retry tries again.
 */
export async function refundLatePayment(
  tx: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  order: { id: number; totalCents: number; refundedCents: number },
): Promise<void> {
  const due = order.totalCents - order.refundedCents;
  if (due <= 0) return;
  await refundOrderPayment(tx, provider, log, { id: order.id, amountCents: due });
  await tx.update(orders).set({ refundedCents: order.totalCents }).where(eq(orders.id, order.id));
  log.warn({ orderId: order.id, amountCents: due }, 'a cancelled order was paid: refunded');
}
