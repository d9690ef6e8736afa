import type { admin, api } from '@printshop/contract';
import { ORDER_STAGE } from '@printshop/contract';

type StageName = keyof typeof ORDER_STAGE;
export type StageStatus = 'done' | 'current' | 'ahead';

interface TrackerStage {
  name: StageName;
  status: StageStatus;
}

/** What stops an item's line: its order was cancelled, or is not paid yet. */
type TrackerHold = 'cancelled' | 'awaitingPayment';

interface Tracker {
  hold: TrackerHold | null;
  stages: TrackerStage[];
}

/** The stage each state is in; delivered is past the last one. */
const STAGE_OF: Record<admin.ItemState, number> = {
  awaiting_review: ORDER_STAGE.fileReview,
  proof_sent: ORDER_STAGE.fileReview,
  changes_requested: ORDER_STAGE.fileReview,
  approved: ORDER_STAGE.fileReview,
  printing: ORDER_STAGE.printing,
  shipped: ORDER_STAGE.shipping,
  delivered: ORDER_STAGE.shipping + 1,
  cancelled: ORDER_STAGE.fileReview,
};

/**
 * The tracker of one item (docs/product.md#production): a stage is done only once the item has
 * moved past it, and the stage it is in is the current step. A cancelled order, or one not paid
 * yet, holds the line: nothing is done or current, and the hold says why. A proof waiting for the
 * customer is not held back by the payment, since only the customer can answer it.
 */
export function trackerOf(
  state: admin.ItemState,
  order: Pick<api.OrderSummary, 'paymentStatus' | 'cancelTime'>,
): Tracker {
  const hold: TrackerHold | null =
    order.cancelTime !== null || state === 'cancelled'
      ? 'cancelled'
      : order.paymentStatus !== 'paid' && state !== 'proof_sent'
        ? 'awaitingPayment'
        : null;
  const at = STAGE_OF[state];
  const stages = (Object.entries(ORDER_STAGE) as [StageName, number][])
    .sort((a, b) => a[1] - b[1])
    .map(([name, stage]): TrackerStage => {
      if (hold) return { name, status: 'ahead' };
      return { name, status: stage < at ? 'done' : stage === at ? 'current' : 'ahead' };
    });
  return { hold, stages };
}
