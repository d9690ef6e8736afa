import { admin, CODE, centsToDollars, type Lang, type OutputOf } from '@printshop/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { cancelOrderAndItems, lockOrder } from '../orders/items.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { refundOrderPayment } from '../payments/refunds.ts';
import { type MailDeps, notifyOrder } from './mails.ts';
import { moveRefused, refundDue, requireCancellable } from './rules.ts';
import type { StaffActor } from './service.ts';
import { itemEvents } from './tables.ts';

export interface CancelDeps extends MailDeps {
  db: Database;
  payments: PaymentProvider;
}

/**
 * Cancels an order and refunds what was paid (docs/product.md#production), in one transaction
 * with the order locked, so a second cancellation waits and then finds it cancelled (409): the
 * refund goes through the payment provider first, and a refusal there cancels nothing. Every item
 * moves to cancelled with a row in its history; the audit log keeps the order before and after.
 * Once it has committed, the customer gets a mail saying why and what was refunded.
 */
export async function cancelOrder(
  deps: CancelDeps,
  orderId: number,
  actor: StaffActor,
  reason: string,
  lang: Lang,
): Promise<OutputOf<typeof admin.cancelOrder>> {
  const { from, to } = admin.ITEM_MOVE_RULES.cancel;
  const cancelled = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(CODE.notFound, 'orderNotFound');
    requireCancellable(order, lang);
    const refundCents = refundDue(order);
    if (refundCents > 0) {
      await refundOrderPayment(
        tx,
        deps.payments,
        deps.log,
        { id: order.id, amountCents: refundCents },
        'cancellation',
      );
    }
    const refundedCents = order.refundedCents + refundCents;
    const moved = await cancelOrderAndItems(tx, { id: order.id, reason, refundedCents }, from);
    // Never short while the items are locked: the compare-and-set guards them on its own.
    if (moved !== order.items.length) throw moveRefused(order.items[0]!.state, 'cancel', lang);
    await tx.insert(itemEvents).values(
      order.items.map((item) => ({
        orderId: order.id,
        itemId: item.id,
        move: 'cancel' as const,
        fromState: item.state,
        toState: to,
        staffId: actor.staffId,
        note: reason,
      })),
    );
    await recordAudit(tx, {
      staffId: actor.staffId,
      ip: actor.ip,
      action: 'order.cancel',
      entity: 'order',
      entityId: order.id,
      before: { cancelled: false, refundedCents: order.refundedCents, items: order.items },
      after: {
        cancelled: true,
        reason,
        refundedCents,
        items: order.items.map((item) => ({ id: item.id, state: to })),
      },
    });
    return { order, refunded: centsToDollars(refundCents) };
  });
  const { order, refunded } = cancelled;
  await notifyOrder(deps, order, {
    kind: 'cancelled',
    orderId: order.id,
    orderNo: order.orderNo,
    reason,
    refunded,
  });
  return { orderId: order.id, refunded };
}
