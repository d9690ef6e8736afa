import type { api, LocalizedText } from '@printshop/contract';

/** What a provider needs to know of an order to charge it. */
export interface PaymentOrder {
  id: number;
  orderNo: string;
  totalCents: number;
}

/**
 * Card details typed into the built-in form. They exist only in memory for the one confirm
 * call: never stored, logged or put in an error message.
 */
export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface ConfirmResult {
  /**
   * pending: the provider has not settled yet (Stripe 'processing'); its webhook will.
   * incomplete: nothing was attempted or the shopper has not finished (e.g. 3-D Secure); nothing
   * is recorded and the shopper can try again.
   */
  status: 'succeeded' | 'failed' | 'pending' | 'incomplete';
  /** Why it failed, for the shopper, in as many languages as the provider gives. */
  message?: LocalizedText;
  /** What the provider says was charged, when it says so; checked against the order total. */
  amountCents?: number;
}

/** A verified webhook event, reduced to what the shop acts on. */
export interface PaymentEvent {
  /** The provider's event id: each is handled once (table webhook_events). */
  id: string;
  kind: 'succeeded' | 'failed' | 'other';
  intentId: string | null;
  /** From the intent's metadata, for an intent the payments table does not know. */
  orderId: number | null;
  amountCents: number | null;
  message: string | null;
}

/**
 * A card payment provider. The shop creates one payment intent per order (the provider decides
 * its id), confirms it, and learns the outcome from confirm() or from a signed webhook, in
 * whichever order they come; marking the order paid is idempotent, so both may arrive.
 *
 * - createIntent(order): an intent for the order's total. Calling it again for the same order
 *   must give the same intent (Stripe: an idempotency key; the test provider: an id derived from
 *   the order number), so a retry never creates a second charge.
 * - confirm(intentId, card?): the outcome of paying the intent. Providers with their own card
 *   form in the browser (Stripe's Payment Element; `takesCard` false) ignore `card` and report
 *   what happened there; the built-in test provider (`takesCard` true) charges the card given.
 *   Invalid card input is thrown as a 400 HttpError; a declined card is a 'failed' result.
 * - parseWebhook(rawBody, signature): the event if the signature over the exact raw bytes is
 *   valid, else null (the route answers 400).
 * - refund(intentId, amountCents, key): gives back that much of what the intent charged. `key`
 *   names the refund (an order's cancellation, one refund an owner asked for): calling it again
 *   with the same key must not refund twice (Stripe: the idempotency key), so a refund retried
 *   after a failure is safe, while two refunds of the same amount are two. A refusal or network
 *   failure throws.
 */
export interface PaymentProvider {
  readonly name: api.PaymentProviderName;
  /** For the browser (Stripe.js); null when there is none. */
  readonly publishableKey: string | null;
  readonly takesCard: boolean;
  createIntent(order: PaymentOrder): Promise<{ intentId: string; clientSecret: string }>;
  confirm(intentId: string, card?: CardDetails): Promise<ConfirmResult>;
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
  refund(intentId: string, amountCents: number, key: string): Promise<{ refundId: string }>;
}
