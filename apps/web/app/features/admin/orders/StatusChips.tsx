import { admin, type api } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { Chip, type ChipTone } from '../ui/Chip';

/** Whose turn it is: the shop's while files wait for review or an approved item for the press. */
const STATE_TONE: Record<admin.ItemState, ChipTone> = {
  awaiting_review: 'todo',
  proof_sent: 'waiting',
  changes_requested: 'todo',
  approved: 'todo',
  printing: 'active',
  shipped: 'done',
  delivered: 'done',
  cancelled: 'off',
};

const PAYMENT_TONE: Record<api.PaymentStatus, ChipTone> = {
  pending: 'waiting',
  paid: 'done',
  failed: 'alert',
};

/** An item's place on the production line, in words. */
export function ItemStateChip({ state }: { state: admin.ItemState }) {
  return <Chip tone={STATE_TONE[state]}>{useAdminTexts().itemStates[state]}</Chip>;
}

/** How an order stands with its money: its payment's status, or what of it was refunded. */
export function PaymentChip({
  order,
}: {
  order: Pick<admin.AdminOrderRow, 'paymentStatus' | 'totalAmount' | 'refunded'>;
}) {
  const texts = useAdminTexts();
  const refund = admin.refundStanding(order);
  if (refund) return <Chip tone="off">{texts.refundStandings[refund]}</Chip>;
  return <Chip tone={PAYMENT_TONE[order.paymentStatus]}>{texts.paymentStatuses[order.paymentStatus]}</Chip>;
}

/** An item of an order not paid yet, which is not produced until it is. */
export function AwaitingPaymentChip() {
  return <Chip tone="waiting">{useAdminTexts().order.item.awaitingPayment}</Chip>;
}

/** Past its due date and not shipped yet. */
export function LateChip() {
  return <Chip tone="alert">{useAdminTexts().orders.late}</Chip>;
}

export function CancelledChip() {
  return <Chip tone="off">{useAdminTexts().orders.cancelled}</Chip>;
}
