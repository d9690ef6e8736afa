import { admin, type api, type Lang } from '@printshop/contract';
import { type MessageKey, t } from '../../i18n/messages.ts';

const STATE_KEYS: Record<admin.ItemState, MessageKey> = {
  awaiting_review: 'stageFileReview',
  proof_sent: 'itemWaitingApproval',
  changes_requested: 'itemChangesRequested',
  approved: 'itemApproved',
  printing: 'stagePrinting',
  shipped: 'itemShipped',
  delivered: 'itemDelivered',
  cancelled: 'itemCancelled',
};

/** What the customer's labels depend on besides the item. */
export interface OrderStanding {
  paymentStatus: api.PaymentStatus;
  cancelled: boolean;
}

/**
 * What the customer reads of an item (makelStaName, docs/product.md#production): a cancelled
 * order's items are cancelled; a proof waiting for them comes first, since only they can move it
 * on; an unpaid order's items wait for the payment; otherwise where the item is.
 */
export function itemStatusName(lang: Lang, state: admin.ItemState, order: OrderStanding): string {
  if (order.cancelled || state === 'cancelled') return t(lang, 'itemCancelled');
  if (state === 'proof_sent') return t(lang, 'itemWaitingApproval');
  if (order.paymentStatus !== 'paid') return t(lang, 'orderAwaitingPayment');
  return t(lang, STATE_KEYS[state]);
}

/**
 * What an order's banner says: cancelled; its payment problem while unpaid; else the status of
 * the least advanced of the given items (an order is only as far as its slowest item).
 */
export function orderStatusName(lang: Lang, order: OrderStanding, states: admin.ItemState[]): string {
  if (order.cancelled) return t(lang, 'itemCancelled');
  if (order.paymentStatus === 'pending') return t(lang, 'orderAwaitingPayment');
  if (order.paymentStatus === 'failed') return t(lang, 'orderPaymentFailed');
  const progress = (state: admin.ItemState) => admin.ITEM_STATES.indexOf(state);
  const slowest = [...states].sort((a, b) => progress(a) - progress(b))[0] ?? 'awaiting_review';
  return itemStatusName(lang, slowest, order);
}

/** docs/product.md has one payment type, the card (paytype 1). */
export function payName(lang: Lang): string {
  return t(lang, 'payNameCard');
}
