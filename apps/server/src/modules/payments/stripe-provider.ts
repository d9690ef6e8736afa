import type { LocalizedText } from '@printshop/contract';
import Stripe from 'stripe';
import { t } from '../../i18n/messages.ts';
import type { ConfirmResult, PaymentEvent, PaymentOrder, PaymentProvider } from './provider.ts';

interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** whsec_...; without it every webhook is refused. */
  webhookSecret?: string;
  /** Another API origin (stripe-mock, a test double): http://127.0.0.1:12111. */
  apiUrl?: string;
}

function connection(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's decline reasons the shop has its own translations for; others keep Stripe's English. */
function failureMessage(error: Stripe.PaymentIntent.LastPaymentError | null): LocalizedText | undefined {
  if (!error) return undefined;
  if (error.decline_code === 'insufficient_funds') {
    return { en: t('en', 'cardInsufficientFunds'), zh: t('zh', 'cardInsufficientFunds') };
  }
  if (error.code === 'card_declined') return { en: t('en', 'cardDeclined'), zh: t('zh', 'cardDeclined') };
  return error.message ? { en: error.message } : undefined;
}

const orderIdOf = (intent: Stripe.PaymentIntent): number | null => {
  const id = Number(intent.metadata?.orderId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Stripe payment intents: the card is typed into Stripe's Payment Element in the browser and
 * never reaches this server. Intents are created with an idempotency key per order; the outcome
 * comes from retrieving the intent (after the browser confirmed it) or from the signed webhook.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly takesCard = false;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(options: StripeOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      ...connection(options.apiUrl),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createIntent(order: PaymentOrder): Promise<{ intentId: string; clientSecret: string }> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: order.totalCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        description: `Order ${order.orderNo}`,
        metadata: { orderId: String(order.id), orderNo: order.orderNo },
      },
      // The order number, not the serial id: ids restart when a database is recreated, and an
      // idempotency key reused with another amount is refused by Stripe.
      { idempotencyKey: `payment-intent-${order.orderNo}` },
    );
    if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async confirm(intentId: string): Promise<ConfirmResult> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'succeeded') return { status: 'succeeded', amountCents: intent.amount_received };
    if (intent.status === 'processing' || intent.status === 'requires_capture') return { status: 'pending' };
    const message = failureMessage(intent.last_payment_error);
    if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && message)) {
      return {
        status: 'failed',
        message: message ?? { en: t('en', 'paymentError'), zh: t('zh', 'paymentError') },
      };
    }
    return { status: 'incomplete' };
  }

  async refund(intentId: string, amountCents: number, key: string): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId, amount: amountCents },
      // Retrying a refund whose first try went through must not refund again.
      { idempotencyKey: `refund-${intentId}-${key}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new Error(`Stripe refused the refund ${refund.id}: ${refund.status}`);
    }
    return { refundId: refund.id };
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    if (!this.webhookSecret || !signature) return null;
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.webhookSecret);
    } catch {
      return null;
    }
    const base = { id: event.id, intentId: null, orderId: null, amountCents: null, message: null };
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      return {
        ...base,
        kind: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        intentId: intent.id,
        orderId: orderIdOf(intent),
        amountCents: event.type === 'payment_intent.succeeded' ? intent.amount_received : null,
        message: intent.last_payment_error?.message ?? null,
      };
    }
    return { ...base, kind: 'other' };
  }
}
