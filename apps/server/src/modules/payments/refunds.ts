import { CODE } from '@printshop/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { PaymentProvider } from './provider.ts';
import { atProvider } from './service.ts';
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
