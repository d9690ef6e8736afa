import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOf, whoOrUnknown } from './audit-links';
import { recordedText } from './recorded-values';

type HomeContentAction = Extract<admin.AuditAction, `partner.${string}` | `comment.${string}` | 'trust.save'>;
type RecordAction = Exclude<HomeContentAction, 'partner.order' | 'trust.save'>;

/** The sentence of an edit of one partner or comment, and the recorded field that names it. */
const RECORD_SENTENCES = {
  'partner.create': ['partnerCreated', 'name'],
  'partner.update': ['partnerUpdated', 'name'],
  'partner.delete': ['partnerDeleted', 'name'],
  'comment.create': ['commentCreated', 'author'],
  'comment.update': ['commentUpdated', 'author'],
  'comment.delete': ['commentDeleted', 'author'],
} as const satisfies Record<RecordAction, [keyof AdminMessages['activity'], 'name' | 'author']>;

/**
 * An edit of the home page's content as a sentence: a partner named by its name, a comment by its
 * author, as the removal kept it (before) or the addition or change made it (after); null when
 * the entry lacks who or that name.
 */
export function homeContentSentence(
  action: HomeContentAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const { activity } = texts;
  if (action === 'trust.save') return sentenceOf(activity.trustSaved, { who: whoOrUnknown(entry, texts) });
  if (action === 'partner.order') {
    return sentenceOf(activity.partnersOrdered, { who: whoOrUnknown(entry, texts) });
  }
  const [sentence, field] = RECORD_SENTENCES[action];
  const who = whoOf(entry);
  const name = recordedText(action.endsWith('.delete') ? entry.before : entry.after, field);
  return who && name ? sentenceOf(activity[sentence], { who, [field]: name }) : null;
}
