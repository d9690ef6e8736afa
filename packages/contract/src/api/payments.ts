import { z } from 'zod';
import { MAX_LENGTH } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';
import { idParam, optionalText, text } from './inputs.ts';
import { couponParam } from './orders.ts';

const money = z.number().describe('US dollars, two decimals');

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const paymentConfig = endpoint({
  ...API_ROUTES.paymentConfig,
  auth: false,
  summary: 'Which card form checkout shows: the built-in test provider’s own, or Stripe’s Payment Element',
  input: z.object({}),
  output: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Stripe's publishable key; null for the built-in test provider. */
    publishableKey: z.string().nullable(),
  }),
});
export type PaymentConfig = z.infer<typeof paymentConfig.output>;

export const paymentIntent = z.object({
  /** Stripe: for the Payment Element. Built-in test provider: an opaque placeholder. */
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key; null for the built-in test provider. */
  publishableKey: z.string().nullable(),
  orderId: z.number().int(),
  orderNo: z.string(),
  amount: money,
});
export type PaymentIntent = z.infer<typeof paymentIntent>;

export const createPaymentIntent = endpoint({
  ...API_ROUTES.createPaymentIntent,
  auth: true,
  summary: 'Start (or resume) the payment of one of the member’s unpaid orders',
  input: z.object({ orderId: idParam }),
  output: paymentIntent,
});

export const toCartCreatePaymentIntent = endpoint({
  ...API_ROUTES.toCartCreatePaymentIntent,
  auth: true,
  summary: 'Place an order for the whole cart (as createOrder does) and start its payment',
  input: z.object({
    coupon: couponParam,
    remark: optionalText(MAX_LENGTH.orderRemark),
  }),
  output: paymentIntent,
});

/** Sizes generous enough for any real card; the provider judges the content. */
const cardField = (max: number) => text().max(max).optional();

export const confirmPayment = endpoint({
  ...API_ROUTES.confirmPayment,
  auth: true,
  summary:
    'Pay an order: the built-in test provider charges the card sent here; with Stripe the card was confirmed in the browser and this checks the result',
  input: z.object({
    orderId: idParam,
    cardNo: cardField(30),
    /** MM/YY */
    validityperiod: cardField(10),
    safetycode: cardField(10),
  }),
  output: z.object({
    /** pending: Stripe is still processing the payment; the webhook settles it. */
    status: z.enum(['paid', 'pending']),
    orderId: z.number().int(),
    orderNo: z.string(),
    amount: money,
  }),
});

export const paymentWebhook = endpoint({
  ...API_ROUTES.paymentWebhook,
  auth: false,
  summary:
    'Stripe webhook: the raw body is checked against the Stripe-Signature header; payment_intent.succeeded marks the order paid',
  input: z.object({}),
  output: z.object({ received: z.boolean(), duplicate: z.boolean() }),
});
