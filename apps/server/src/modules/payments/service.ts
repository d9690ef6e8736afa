import { type api, CODE, centsToDollars, type Lang, pick } from '@printshop/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { findOrder, markOrderPaid, markOrderPaymentFailed, type OwnOrder } from '../orders/payment-status.ts';
import { requirePayableTotal } from '../orders/rules.ts';
import type { MailDeps } from '../production/mails.ts';
import { notifyStaff } from '../staff/notice-mails.ts';
import { atProvider } from './at-provider.ts';
import type { CardDetails, PaymentProvider } from './provider.ts';
import { refundLatePayment } from './refunds.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { payments, webhookEvents } from './tables.ts';
import { TestPaymentProvider } from './test-provider.ts';

/** Stripe when it is configured, else the built-in test provider (docs/payments.md). */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripe ? new StripePaymentProvider(config.stripe) : new TestPaymentProvider();
}

/**
 * What main.ts logs at start when a production server takes cards with the built-in test
 * provider: the shop looks real but takes no money. Null otherwise (development, or Stripe).
 */
export function testModeWarning(config: Pick<Config, 'production' | 'stripe'>): string | null {
  if (!config.production || config.stripe) return null;
  return (
    'TEST MODE: NO MONEY IS TAKEN. STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not set, so ' +
    'checkout takes cards with the built-in test provider and orders are marked paid without ' +
    'any charge. Set both keys to take real payments (docs/payments.md).'
  );
}

/** A payment's database and provider, and the mailer that tells staff of a newly paid order. */
export interface PaymentContext extends MailDeps {
  db: Database;
  provider: PaymentProvider;
  /** The shop's time zone (config.shopTimeZone): a paid order's ship-by days are its days. */
  timeZone: string;
}

/** The order's intent at the provider, created once (the provider makes creation idempotent). */
async function createIntent(ctx: PaymentContext, order: OwnOrder) {
  const intent = await atProvider(ctx.log, 'createIntent', () => ctx.provider.createIntent(order));
  await ctx.db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: ctx.provider.name,
      intentId: intent.intentId,
      status: 'created',
      amountCents: order.totalCents,
    })
    .onConflictDoNothing({ target: payments.intentId });
  return intent;
}

/** Starts (or resumes) paying an unpaid order: the client secret for the browser. */
export async function startPayment(ctx: PaymentContext, order: OwnOrder): Promise<api.PaymentIntent> {
  if (order.paymentStatus === 'paid') throw new HttpError(CODE.conflict, 'orderAlreadyPaid');
  if (order.cancelledAt) throw new HttpError(CODE.conflict, 'orderCancelled');
  requirePayableTotal(order.totalCents);
  const { clientSecret } = await createIntent(ctx, order);
  return {
    clientSecret,
    provider: ctx.provider.name,
    publishableKey: ctx.provider.publishableKey,
    orderId: order.id,
    orderNo: order.orderNo,
    amount: centsToDollars(order.totalCents),
  };
}

async function latestIntentId(ctx: PaymentContext, order: OwnOrder): Promise<string> {
  const [row] = await ctx.db
    .select({ intentId: payments.intentId })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, ctx.provider.name)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.intentId ?? (await createIntent(ctx, order)).intentId;
}

/**
 * Records a successful payment of `order`, read locked in the same transaction: a cancellation
 * of the order waits for it or it waits for the cancellation
 * (docs/decisions/076-a-payment-and-a-cancellation-of-an-order-queue-on-its-row.md). The order
 * becomes paid once, whoever reports it first. Paid while staff cancelled it (the shopper paid in
 * another tab), the order says paid, as the money was real, and gives it back at once.
 * `toProduce`: this payment made the order paid and it is not cancelled, so it is new work for
 * the staff, who are told once the transaction has committed (paidOrderNotice).
 */
async function recordSuccess(
  ctx: PaymentContext,
  tx: Db,
  intentId: string,
  order: OwnOrder,
): Promise<{ changed: boolean; cancelled: boolean; toProduce: boolean }> {
  await tx
    .update(payments)
    .set({ status: 'succeeded', failureMessage: null })
    .where(eq(payments.intentId, intentId));
  const changed = await markOrderPaid(tx, order.id, ctx.timeZone);
  const cancelled = order.cancelledAt !== null;
  if (cancelled) await refundLatePayment(tx, ctx.provider, ctx.log, order);
  return { changed, cancelled, toProduce: changed && !cancelled };
}

/** Tells the staff who chose it of a newly paid order (docs/staff.md#mails-to-staff). */
function paidOrderNotice(ctx: PaymentContext, orderId: number): Promise<void> {
  return notifyStaff(ctx, { notice: 'orderPaid', orderId });
}

/** Records a failed attempt, unless a success was recorded for it already. */
async function recordFailure(tx: Db, intentId: string, orderId: number, message: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(payments.intentId, intentId), ne(payments.status, 'succeeded')));
  await markOrderPaymentFailed(tx, orderId);
}

type ConfirmOutcome = { status: 'paid' | 'pending' };

/**
 * Pays an order. Already paid: answered as paid, nothing charged again. The test provider
 * charges the card given; Stripe reports what the Payment Element did. A decline marks the
 * payment and the order failed (the order stays on hold and can be paid again) and is a 400
 * with the provider's message.
 */
export async function confirmPayment(
  ctx: PaymentContext,
  order: OwnOrder,
  card: CardDetails | undefined,
  lang: Lang,
): Promise<ConfirmOutcome> {
  if (order.paymentStatus === 'paid') return { status: 'paid' };
  if (order.cancelledAt) throw new HttpError(CODE.conflict, 'orderCancelled');
  if (ctx.provider.takesCard && !card) throw new HttpError(CODE.badRequest, 'cardRequired');
  const intentId = await latestIntentId(ctx, order);
  const result = await atProvider(ctx.log, 'confirm', () =>
    ctx.provider.confirm(intentId, ctx.provider.takesCard ? card : undefined),
  );
  if (result.status === 'pending') return { status: 'pending' };
  if (result.status === 'incomplete') throw new HttpError(CODE.badRequest, 'paymentError');
  if (
    result.status === 'succeeded' &&
    result.amountCents !== undefined &&
    result.amountCents !== order.totalCents
  ) {
    ctx.log.error({ orderId: order.id, intentId }, 'provider charged another amount than the order total');
    throw new HttpError(CODE.serverError, 'paymentError');
  }
  if (result.status === 'succeeded') {
    const { changed, cancelled, toProduce } = await ctx.db.transaction(async (tx) =>
      recordSuccess(ctx, tx, intentId, (await findOrder(tx, order.id, { lock: true }))!),
    );
    ctx.log.info({ orderId: order.id, changed }, 'payment confirmed');
    if (toProduce) await paidOrderNotice(ctx, order.id);
    if (cancelled) throw new HttpError(CODE.conflict, 'paidAfterCancel');
    return { status: 'paid' };
  }
  const message = result.message ?? { en: 'Payment failed' };
  await ctx.db.transaction((tx) => recordFailure(tx, intentId, order.id, message.en));
  ctx.log.info({ orderId: order.id }, 'payment declined');
  throw new HttpError(CODE.badRequest, 'paymentFailed', { message: pick(message, lang) });
}

/** What a webhook answers the provider, and the order it made paid, whose staff are told after the commit. */
interface WebhookOutcome {
  received: boolean;
  duplicate: boolean;
  paidOrderId?: number;
}

/**
 * A provider webhook, verified on its raw bytes. Each event id is handled once: the event row is
 * written in the same transaction as its effect, so a replay (or a concurrent duplicate delivery)
 * changes nothing, and a failure leaves no row, so the provider's retry is handled in full.
 */
export async function handleWebhook(
  ctx: PaymentContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: boolean; duplicate: boolean }> {
  const event = await ctx.provider.parseWebhook(rawBody, signature);
  if (!event) throw new HttpError(CODE.badRequest, 'webhookSignatureInvalid');
  const { paidOrderId, ...answer } = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [payment] = event.intentId
      ? await tx
          .select({ orderId: payments.orderId })
          .from(payments)
          .where(eq(payments.intentId, event.intentId))
      : [];
    const order = await findOrder(tx, payment?.orderId ?? event.orderId ?? 0, { lock: true });
    const recorded = await tx
      .insert(webhookEvents)
      .values({ eventId: event.id, provider: ctx.provider.name, orderId: order?.id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (recorded.length === 0) return { received: true, duplicate: true };
    if (!order || !event.intentId || event.kind === 'other') return { received: true, duplicate: false };
    if (!payment) {
      await tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider: ctx.provider.name,
          intentId: event.intentId,
          status: 'created',
          amountCents: order.totalCents,
        })
        .onConflictDoNothing({ target: payments.intentId });
    }
    if (event.kind === 'succeeded') {
      if (event.amountCents !== null && event.amountCents !== order.totalCents) {
        ctx.log.error(
          { orderId: order.id, eventId: event.id },
          'webhook amount differs from the order total',
        );
        return { received: true, duplicate: false };
      }
      const { changed, toProduce } = await recordSuccess(ctx, tx, event.intentId, order);
      ctx.log.info({ orderId: order.id, eventId: event.id, changed }, 'payment webhook: succeeded');
      return { received: true, duplicate: false, paidOrderId: toProduce ? order.id : undefined };
    }
    await recordFailure(tx, event.intentId, order.id, event.message ?? 'Payment failed');
    ctx.log.info({ orderId: order.id, eventId: event.id }, 'payment webhook: failed');
    return { received: true, duplicate: false };
  });
  if (paidOrderId !== undefined) await paidOrderNotice(ctx, paidOrderId);
  return answer;
}
