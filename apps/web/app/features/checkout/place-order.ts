import type { api } from '@printshop/contract';
import { ApiError, type BrowserApi } from '~/lib/api';
import type { CallOutput } from '~/lib/api-endpoints';

type PaymentResult = CallOutput<'confirmPayment'>;

/**
 * A card form: the built-in test provider's own, or Stripe's Payment Element. `check` looks at
 * what the shopper typed before anything is ordered; `pay` charges the order's payment intent.
 * Both throw an ApiError (or a PaymentError) whose message is for the shopper.
 */
export interface CardPayer {
  /** A warning about the card input, or null when it can be charged. */
  check(): Promise<string | null>;
  pay(intent: api.PaymentIntent): Promise<PaymentResult>;
}

/** A failure the payment provider reported in the browser, with its message for the shopper. */
export class PaymentError extends Error {
  override name = 'PaymentError';
}

interface OrderRequest {
  lines: readonly api.CartLine[];
  coupon: string | null;
  remark: string;
}

/**
 * What became of placing an order:
 * - not-ordered: nothing was created (a stale cart, no address); the shopper stays at checkout;
 * - unpaid: the order exists but is not paid; docs/product.md#errors sends the shopper to /order;
 * - paid (or pending, when the provider settles later through its webhook).
 */
type PlaceOrderOutcome =
  | { kind: 'not-ordered'; error: unknown }
  | { kind: 'unpaid'; error: unknown }
  | { kind: 'done'; result: PaymentResult };

/**
 * docs/product.md#states: placing the order creates it, starts and confirms its payment. The server
 * prices every line and makes a repeated createOrder return the same order, so a retry after a
 * lost answer never orders twice.
 */
export async function placeOrder(
  client: BrowserApi,
  payer: CardPayer,
  request: OrderRequest,
): Promise<PlaceOrderOutcome> {
  let order: api.OrderSummary;
  try {
    order = await client.call('createOrder', {
      paytype: 1,
      coupon: request.coupon ?? '',
      remark: request.remark,
      cartjson: request.lines.map((line) => ({
        cartId: line.id,
        productNum: line.productNum,
        designdraft: line.fileurllist.join(','),
      })),
    });
  } catch (error) {
    return { kind: 'not-ordered', error };
  }
  try {
    return { kind: 'done', result: await payOrder(client, payer, order.id) };
  } catch (error) {
    return { kind: 'unpaid', error };
  }
}

/** Starts (or resumes) the payment of an unpaid order and charges it; throws when it fails. */
export async function payOrder(
  client: BrowserApi,
  payer: CardPayer,
  orderId: number,
): Promise<PaymentResult> {
  const intent = await client.call('createPaymentIntent', { orderId });
  return payer.pay(intent);
}

/** The shopper's message for a failure: the server's or provider's own, else the generic one. */
export function failureMessage(error: unknown, generic: string): string {
  if ((error instanceof ApiError || error instanceof PaymentError) && error.message) return error.message;
  return generic;
}

/** docs/product.md#entities: the amount and order data travel to /payment-success in the address. */
export function successHref(result: PaymentResult): string {
  const params = new URLSearchParams({
    amount: result.amount.toFixed(2),
    orderNo: result.orderNo,
    orderId: String(result.orderId),
  });
  if (result.status === 'pending') params.set('status', 'pending');
  return `/payment-success?${params}`;
}
