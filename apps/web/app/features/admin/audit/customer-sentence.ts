import type { admin } from '@printshop/contract';
import { customerPath } from '../customers/customer-query';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOf } from './audit-links';
import { recordedText } from './recorded-values';

type CustomerAction = Extract<admin.AuditAction, `customer.${string}`>;

const SENTENCE = {
  'customer.note': 'customerNote',
  'customer.disable': 'customerDisabled',
  'customer.enable': 'customerEnabled',
} as const satisfies Record<CustomerAction, keyof AdminMessages['activity']>;

/**
 * A note on a customer or a change of their account as a sentence, the customer named by the
 * email the entry recorded and linked to their screen; null when the entry lacks who or the email.
 */
export function customerSentence(
  action: CustomerAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const who = whoOf(entry);
  const email = recordedText(entry.after, 'email');
  if (!who || !email || entry.entityId === null) return null;
  return sentenceOf(texts.activity[SENTENCE[action]], {
    who,
    customer: { text: email, to: customerPath(entry.entityId) },
  });
}
