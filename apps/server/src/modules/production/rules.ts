import { admin, CODE, type Lang } from '@printshop/contract';
import { HttpError } from '../../http/errors.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';
import type { OrderStanding } from '../orders/labels.ts';

/**
 * The production line's rules beyond the state machine of the contract (admin.ITEM_MOVE_RULES):
 * what each refusal says, and what a move needs of the order (docs/product.md#production).
 */

/** An item's state in words, for staff. */
export const STATE_WORDS: Record<admin.ItemState, MessageKey> = {
  awaiting_review: 'stateAwaitingReview',
  proof_sent: 'stateProofSent',
  changes_requested: 'stateChangesRequested',
  approved: 'stateApproved',
  printing: 'statePrinting',
  shipped: 'stateShipped',
  delivered: 'stateDelivered',
  cancelled: 'stateCancelled',
};

/**
 * Why a move is refused from the item's state. The customer's answers speak of the proof (they
 * answer a proof, not a state); staff read the state the item is in.
 */
const MOVE_REFUSED: Record<admin.ItemMove, MessageKey> = {
  sendProof: 'moveSendProofRefused',
  approveFiles: 'moveApproveFilesRefused',
  approveProof: 'proofNotPending',
  requestChanges: 'proofNotPending',
  print: 'movePrintRefused',
  ship: 'moveShipRefused',
  deliver: 'moveDeliverRefused',
  cancel: 'moveCancelRefused',
  reprint: 'moveReprintRefused',
  moveBack: 'moveBackRefused',
};

/** A 409 saying why `move` cannot start from `state`, naming the state in the reader's words. */
export function moveRefused(state: admin.ItemState, move: admin.ItemMove, lang: Lang): HttpError {
  return new HttpError(CODE.conflict, MOVE_REFUSED[move], { state: t(lang, STATE_WORDS[state]) });
}

/** 409 unless the state machine allows `move` from `state`. */
export function requireMove(state: admin.ItemState, move: admin.ForwardMove, lang: Lang): void {
  if (!admin.canMove(state, move)) throw moveRefused(state, move, lang);
}

/**
 * 409 unless staff may make `move` on the item: only paid orders are produced, so an unpaid or
 * declined order's items wait for the payment, whatever their state; otherwise as requireMove. A
 * cancelled order's items are refused for being cancelled, which says more than its payment.
 */
export function requireStaffMove(
  item: OrderStanding & { state: admin.ItemState },
  move: admin.StaffMove | admin.OwnerMove,
  lang: Lang,
): void {
  if (!item.cancelled && item.paymentStatus !== 'paid') throw new HttpError(CODE.conflict, 'moveUnpaid');
  requireMove(item.state, move, lang);
}

/**
 * 409 unless an owner may move the item back from `shown`, the state their screen showed
 * (admin.ITEM_BACK_MOVES): the item must still be there, and the move that brought it there
 * (`cameBy`, the last of its history's moves along the line into that state) must be the one a
 * move back undoes. A proof the customer approved is theirs, so staff never take that approval back.
 */
export function requireMoveBack(
  item: { state: admin.ItemState; shown: admin.ItemState; cameBy: admin.ItemMove | undefined },
  lang: Lang,
): void {
  const words = (state: admin.ItemState) => t(lang, STATE_WORDS[state]);
  if (item.state !== item.shown) {
    throw new HttpError(CODE.conflict, 'moveBackStale', {
      state: words(item.state),
      shown: words(item.shown),
    });
  }
  if (item.cameBy === 'approveProof') throw new HttpError(CODE.conflict, 'moveBackCustomerApproved');
  const back = admin.ITEM_BACK_MOVES[item.state];
  if (!back || item.cameBy !== back.undoes) throw moveRefused(item.state, 'moveBack', lang);
}

/**
 * An order can be cancelled once, and only while none of its items has started printing: each
 * item must be in a state the cancel move starts from.
 */
export function requireCancellable(
  order: { cancelled: boolean; items: { state: admin.ItemState }[] },
  lang: Lang,
): void {
  if (order.cancelled) throw new HttpError(CODE.conflict, 'orderAlreadyCancelled');
  const started = order.items.find((item) => !admin.canMove(item.state, 'cancel'));
  if (started) throw moveRefused(started.state, 'cancel', lang);
}

/** What a cancellation gives back: everything paid and not refunded yet; nothing when unpaid. */
export function refundDue(order: {
  paymentStatus: string;
  totalCents: number;
  refundedCents: number;
}): number {
  return order.paymentStatus === 'paid' ? order.totalCents - order.refundedCents : 0;
}
