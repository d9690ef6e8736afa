import {
  type admin,
  CODE,
  centsToDollars,
  dollarsToCents,
  formatMoney,
  type InputOf,
  type Lang,
  type OutputOf,
  shareOfCents,
  sumCents,
} from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { addRefunded, lockOrder, type RefundBase, refundBase } from '../orders/items.ts';
import { findRefund, recordRefund, refundedItem, refundOrderPayment } from '../payments/refunds.ts';
import type { CancelDeps } from './cancel.ts';
import { notifyOrder } from './mails.ts';
import type { StaffActor } from './service.ts';

type RefundInput = InputOf<typeof admin.refundOrder>;

/**
 * What some items of an order are worth of what was paid: their share of the goods after the
 * discount, with their tax; shipping is not theirs, an owner refunds it by amount.
 */
function itemsShareCents(base: RefundBase, totalCents: number, itemIds: number[]): number {
  const itemsCents = sumCents(itemIds.map((id) => base.items.get(id)!));
  if (base.subtotalCents === 0) return 0;
  return shareOfCents(totalCents - base.shippingCents, itemsCents, base.subtotalCents);
}

/** The cents a refund asks for: its amount, or the share of its items (each of the order, once). */
async function askedCents(tx: Db, input: RefundInput, totalCents: number): Promise<number> {
  if (input.amount !== undefined) return dollarsToCents(input.amount);
  const itemIds = [...new Set(input.itemIds!)];
  const base = await refundBase(tx, input.id);
  if (itemIds.some((id) => !base.items.has(id))) throw new HttpError(CODE.notFound, 'itemNotFound');
  const refunded = await refundedItem(tx, input.id, itemIds);
  if (refunded !== null) throw new HttpError(CODE.conflict, 'itemAlreadyRefunded', { itemId: refunded });
  const cents = itemsShareCents(base, totalCents, itemIds);
  if (cents <= 0) throw new HttpError(CODE.conflict, 'refundNothing');
  return cents;
}

/**
 * Refunds part of a paid order (docs/product.md#production) in one transaction with the order
 * locked, as a cancellation and a payment lock it: two refunds, or a refund and a cancellation,
 * queue, and the second reads what the first left, so together they never give back more than
 * was paid. The same dialog sent twice (its requestId) answers the first refund and gives back
 * nothing more. The provider refunds first: should it refuse, nothing is recorded. The customer
 * is mailed in the order's language once it has committed.
 */
export async function refundOrder(
  deps: CancelDeps,
  input: RefundInput,
  actor: StaffActor,
  lang: Lang,
): Promise<OutputOf<typeof admin.refundOrder>> {
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    if (!order) throw new HttpError(CODE.notFound, 'orderNotFound');
    const earlier = await findRefund(tx, order.id, input.requestId);
    if (earlier) return { order, refund: earlier, refundedCents: order.refundedCents, repeated: true };
    if (order.paymentStatus !== 'paid') throw new HttpError(CODE.conflict, 'refundUnpaid');
    const amountCents = await askedCents(tx, input, order.totalCents);
    const refundableCents = order.totalCents - order.refundedCents;
    if (amountCents > refundableCents) {
      throw new HttpError(CODE.conflict, 'refundTooMuch', {
        refundable: formatMoney(centsToDollars(refundableCents), lang),
      });
    }
    const refund = await recordRefund(tx, {
      orderId: order.id,
      requestId: input.requestId,
      amountCents,
      itemIds: input.itemIds ?? [],
      reason: input.reason,
      staffId: actor.staffId,
    });
    // Keyed by the dialog's id: a retry after a failure here refunds nothing twice at the provider.
    const key = `refund-${input.requestId}`;
    await refundOrderPayment(tx, deps.payments, deps.log, { id: order.id, amountCents }, key);
    const refundedCents = await addRefunded(tx, order.id, amountCents);
    await recordAudit(tx, {
      staffId: actor.staffId,
      ip: actor.ip,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: { refundedCents: order.refundedCents },
      after: { refundedCents, amountCents, itemIds: refund.itemIds, reason: input.reason },
    });
    return { order, refund, refundedCents, repeated: false };
  });
  const { order, refund, refundedCents, repeated } = done;
  const refunded = centsToDollars(refund.amountCents);
  if (!repeated) {
    const notice = { orderId: order.id, orderNo: order.orderNo, reason: refund.reason, refunded };
    await notifyOrder(deps, order, { kind: 'refunded', ...notice });
  }
  return { orderId: order.id, refundId: refund.id, refunded, refundedTotal: centsToDollars(refundedCents) };
}
