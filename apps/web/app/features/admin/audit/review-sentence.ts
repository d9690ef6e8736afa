import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOf } from './audit-links';
import { recordedText } from './recorded-values';

type ReviewAction = Extract<admin.AuditAction, `review.${string}`>;

/**
 * A review hidden or shown again, named by its title and its product's number as recorded; null
 * when the entry lacks who or either.
 */
export function reviewSentence(
  action: ReviewAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const who = whoOf(entry);
  const title = recordedText(entry.after, 'title');
  const product = recordedText(entry.after, 'productNo');
  if (!who || title === undefined || product === undefined) return null;
  const message = action === 'review.hide' ? texts.activity.reviewHidden : texts.activity.reviewShown;
  return sentenceOf(message, { who, title, product });
}
