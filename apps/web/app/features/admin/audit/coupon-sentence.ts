import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOf } from './audit-links';
import { recordedText } from './recorded-values';

type CouponAction = Extract<admin.AuditAction, `coupon.${string}`>;

/**
 * A coupon's addition or change as a sentence, the coupon named by the code it was given (a change
 * of code names both); null when the entry lacks who or the code.
 */
export function couponSentence(
  action: CouponAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const { activity } = texts;
  const who = whoOf(entry);
  const code = recordedText(entry.after, 'code');
  if (!who || !code) return null;
  if (action === 'coupon.create') return sentenceOf(activity.couponCreated, { who, code });
  const from = recordedText(entry.before, 'code');
  return from !== undefined && from !== code
    ? sentenceOf(activity.couponRenamed, { who, from, code })
    : sentenceOf(activity.couponUpdated, { who, code });
}
