import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOf } from './audit-links';
import { recordedText } from './recorded-values';

/**
 * A failed mail sent again, named by its subject and to whom it goes as recorded (a mail has no
 * screen to link to: it leaves the list once sent); null when the entry lacks who or either.
 */
export function mailSentence(entry: admin.AuditEntry, texts: AdminMessages): SentencePart[] | null {
  const who = whoOf(entry);
  const to = recordedText(entry.after, 'to');
  const subject = recordedText(entry.after, 'subject');
  if (!who || to === undefined || subject === undefined) return null;
  return sentenceOf(texts.activity.mailRetried, { who, to, subject });
}
