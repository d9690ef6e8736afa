import { type api, centsToDollars, type InputOf, type Lang, type OutputOf } from '@printshop/contract';
import { findOwnOrder } from '../orders/payment-status.ts';
import type { OrderContext, PlaceOrderInput } from '../orders/placing.ts';
import { orderWholeCart } from '../orders/whole-cart.ts';
import type { CardDetails } from './provider.ts';
import { confirmPayment, type PaymentContext, startPayment } from './service.ts';

/**
 * What the payment calls do for a logged-in member: find their own order (another member's is
 * 404), or order their whole cart, and start or confirm its payment.
 */

export async function startOwnOrderPayment(
  ctx: PaymentContext,
  memberId: number,
  orderId: number,
): Promise<api.PaymentIntent> {
  return startPayment(ctx, await findOwnOrder(ctx.db, memberId, orderId));
}

/** POST /api/pay/tocartcreatepaymentintent: the whole cart ordered as createOrder does, then paid. */
export async function orderCartAndStartPayment(
  ctx: PaymentContext,
  memberId: number,
  input: Omit<PlaceOrderInput, 'lines'>,
  orderContext: OrderContext,
): Promise<api.PaymentIntent> {
  const orderId = await orderWholeCart(ctx.db, memberId, input, orderContext);
  return startOwnOrderPayment(ctx, memberId, orderId);
}

/** The card as the test provider takes it: only when every part of it was sent. */
function cardOf(input: InputOf<typeof api.confirmPayment>): CardDetails | undefined {
  const { cardNo, validityperiod, safetycode } = input;
  return cardNo !== undefined && validityperiod !== undefined && safetycode !== undefined
    ? { number: cardNo, expiry: validityperiod, cvc: safetycode }
    : undefined;
}

export async function confirmOwnOrderPayment(
  ctx: PaymentContext,
  memberId: number,
  input: InputOf<typeof api.confirmPayment>,
  lang: Lang,
): Promise<OutputOf<typeof api.confirmPayment>> {
  const order = await findOwnOrder(ctx.db, memberId, input.orderId);
  const { status } = await confirmPayment(ctx, order, cardOf(input), lang);
  return { status, orderId: order.id, orderNo: order.orderNo, amount: centsToDollars(order.totalCents) };
}
