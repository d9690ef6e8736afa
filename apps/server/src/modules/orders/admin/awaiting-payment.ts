import { admin } from '@printshop/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import { orders } from '../tables.ts';

/**
 * An order awaits its payment while it is neither paid nor cancelled: pending, or declined and
 * payable again. Only paid orders are produced (docs/product.md#production), so its items stay out
 * of the production line's queue and counts until it is paid. Written as a list of statuses, so
 * orders_payment_status_idx finds the few such orders.
 */
export const orderAwaitsPayment = and(
  inArray(orders.paymentStatus, [...admin.UNPAID_STATUSES]),
  isNull(orders.cancelledAt),
)!;
