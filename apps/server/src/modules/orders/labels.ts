import { type api, type Lang, ORDER_STAGE } from '@printshop/contract';
import { type MessageKey, t } from '../../i18n/messages.ts';

const STAGE_KEYS: Record<number, MessageKey> = {
  [ORDER_STAGE.fileReview]: 'stageFileReview',
  [ORDER_STAGE.printing]: 'stagePrinting',
  [ORDER_STAGE.shipping]: 'stageShipping',
};

/** The name of an item's production stage (sta); anything past shipping is still shipping. */
export function stageName(lang: Lang, stage: number): string {
  const clamped = Math.min(Math.max(stage, ORDER_STAGE.fileReview), ORDER_STAGE.shipping);
  return t(lang, STAGE_KEYS[clamped]!);
}

/**
 * What an order's banner says: its payment problem while unpaid, else the stage it is at, taken
 * from the least advanced of the given items (an order is only as far as its slowest item).
 */
export function orderStatusName(lang: Lang, paymentStatus: api.PaymentStatus, stages: number[]): string {
  if (paymentStatus === 'pending') return t(lang, 'orderAwaitingPayment');
  if (paymentStatus === 'failed') return t(lang, 'orderPaymentFailed');
  return stageName(lang, stages.length ? Math.min(...stages) : ORDER_STAGE.fileReview);
}

/** docs/product.md has one payment type, the card (paytype 1). */
export function payName(lang: Lang): string {
  return t(lang, 'payNameCard');
}
