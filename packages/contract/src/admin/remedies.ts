import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, requiredText } from '../api/inputs.ts';
import { itemMoved, ORDER_MAX_LINES } from '../api/orders.ts';
import { dollarsToCents } from '../money.ts';
import { dollarAmount } from './inputs.ts';
import { PRODUCTION_MAX_LENGTH } from './limits.ts';

/**
 * What an owner does when an order went wrong after it was paid (docs/product.md#production):
 * give part of the money back, by amount or by item (never more than was paid and not refunded
 * yet; one refund dialog refunds once however often it is sent), or print an item again at no
 * charge.
 */

/** Dollars with at most two decimals, more than nothing: a negative or malformed amount is a 400. */
const refundAmount = dollarAmount(0.01);

export const refundOrder = endpoint({
  ...ADMIN_ROUTES.refundOrder,
  auth: false,
  staff: 'orders.cancel',
  summary:
    'Refund part of a paid order through the payment provider that took it: an amount in dollars, or some of its items (their share of what was paid). Never more than was paid and not refunded yet (409). `requestId` names the refund: sending it again refunds nothing more and answers the same refund. The customer is mailed',
  input: z
    .object({
      id: idParam,
      /** A random id the refund dialog makes once, so a double click or a retry refunds once. */
      requestId: z.uuid(),
      reason: requiredText(PRODUCTION_MAX_LENGTH.refundReason),
      amount: refundAmount.optional(),
      itemIds: z.array(idParam).min(1).max(ORDER_MAX_LINES).optional(),
    })
    .superRefine((input, context) => {
      // Exactly one of the two: the refund's amount comes from the items or is typed.
      const typed = input.amount !== undefined;
      if (typed === (input.itemIds !== undefined)) {
        context.addIssue(
          typed
            ? { code: 'custom', path: ['itemIds'], input: input.itemIds }
            : { code: 'invalid_type', expected: 'number', path: ['amount'], input: undefined },
        );
      }
    }),
  output: z.object({
    orderId: z.number().int(),
    refundId: z.number().int(),
    refunded: z.number().describe('US dollars this refund gave back, two decimals'),
    refundedTotal: z.number().describe('US dollars refunded on the order so far'),
  }),
});

export const reprintItem = endpoint({
  ...ADMIN_ROUTES.reprintItem,
  auth: false,
  staff: 'orders.cancel',
  summary:
    'Print a shipped or delivered item of a paid order again, at no charge, for the reason given: it goes back to printing (then shipping, as before) and the customer is mailed',
  input: z.object({ itemId: idParam, reason: requiredText(PRODUCTION_MAX_LENGTH.reprintReason) }),
  output: itemMoved,
});

/** What was given back of an order: all it cost, part of it, or nothing (null). */
export type RefundStanding = 'refunded' | 'partlyRefunded' | null;

export function refundStanding(order: { totalAmount: number; refunded: number }): RefundStanding {
  const refunded = dollarsToCents(order.refunded);
  if (refunded <= 0) return null;
  return refunded >= dollarsToCents(order.totalAmount) ? 'refunded' : 'partlyRefunded';
}
