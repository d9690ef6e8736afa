import type { admin, Lang } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOrUnknown } from './audit-links';
import { recordedFlag, recordedText } from './recorded-values';

type CategoryAction = Extract<admin.AuditAction, `category.${string}`>;

/** The category's name a record holds, in the reader's language (English where it has none). */
function recordedName(record: unknown, lang: Lang): string | undefined {
  const name =
    typeof record === 'object' && record !== null ? (record as { name?: unknown }).name : undefined;
  return recordedText(name, lang) || recordedText(name, 'en');
}

/**
 * An owner's addition, change or deletion of a category as a sentence, the category named as it
 * was then; a change that hid it or showed it again says so. Null when the entry lacks the name.
 */
export function categorySentence(
  action: CategoryAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
  lang: Lang,
): SentencePart[] | null {
  const { activity } = texts;
  const who = whoOrUnknown(entry, texts);
  const name = recordedName(action === 'category.delete' ? entry.before : entry.after, lang);
  if (!name) return null;
  if (action === 'category.create') return sentenceOf(activity.categoryCreated, { who, name });
  if (action === 'category.delete') return sentenceOf(activity.categoryDeleted, { who, name });
  const [was, is] = [recordedFlag(entry.before, 'active'), recordedFlag(entry.after, 'active')];
  if (was === true && is === false) return sentenceOf(activity.categoryHidden, { who, name });
  if (was === false && is === true) return sentenceOf(activity.categoryShown, { who, name });
  return sentenceOf(activity.categoryUpdated, { who, name });
}
