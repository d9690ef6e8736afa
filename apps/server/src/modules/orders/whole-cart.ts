import { CODE } from '@printshop/contract';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { pricedLines } from '../cart/service.ts';
import { createOrder, type OrderContext, type PlaceOrderInput } from './placing.ts';
import { orderItems, orders } from './tables.ts';

/** How long after placing an order a repeated call counts as a retry of it. */
const RETRY_WINDOW = sql`now() - interval '1 hour'`;

/**
 * The order of the whole cart (POST /api/pay/tocartcreatepaymentintent), made as createOrder
 * makes it. That call names no lines, so a retry after it succeeded finds the cart empty, its
 * lines now in the order: an empty cart then answers that order again, i.e. the member's newest
 * order when it was placed from cart lines within the retry window and is not paid yet.
 * Otherwise an empty cart is 400, as it always was.
 */
export async function orderWholeCart(
  db: Database,
  memberId: number,
  input: Omit<PlaceOrderInput, 'lines'>,
  context: OrderContext,
): Promise<number> {
  const lines = await pricedLines(db, memberId);
  if (lines.length > 0) {
    const lineRefs = lines.map((line) => ({ cartId: line.id, productNum: line.qty }));
    const { order } = await createOrder(db, memberId, { ...input, lines: lineRefs }, context);
    return order.id;
  }
  const [newest] = await db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), gt(orders.createdAt, RETRY_WINDOW)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  const [fromCart] =
    newest && newest.paymentStatus !== 'paid'
      ? await db
          .select({ orderId: orderItems.orderId })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, newest.id), isNotNull(orderItems.cartLineId)))
          .limit(1)
      : [];
  if (!fromCart) throw new HttpError(CODE.badRequest, 'cartEmpty');
  return fromCart.orderId;
}
