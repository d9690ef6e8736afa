import type { admin, Lang } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOrUnknown } from './audit-links';
import { recordedFlag, recordedText } from './recorded-values';

type DesignTemplateAction = Extract<admin.AuditAction, `designTemplate.${string}`>;

/** The template's name a record holds, in the reader's language (English where it has none). */
function recordedName(record: unknown, lang: Lang): string | undefined {
  const name =
    typeof record === 'object' && record !== null ? (record as { name?: unknown }).name : undefined;
  return recordedText(name, lang) || recordedText(name, 'en');
}

/**
 * An owner's addition, change, publishing or deletion of a template of the online editor as a
 * sentence, the template named as it was then with its product. Null when the entry lacks either.
 */
export function designTemplateSentence(
  action: DesignTemplateAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
  lang: Lang,
): SentencePart[] | null {
  const { activity } = texts;
  const record = action === 'designTemplate.delete' ? entry.before : entry.after;
  const name = recordedName(record, lang);
  const product = recordedText(record, 'productNo');
  if (!name || !product) return null;
  const who = whoOrUnknown(entry, texts);
  if (action === 'designTemplate.create')
    return sentenceOf(activity.designTemplateCreated, { who, name, product });
  if (action === 'designTemplate.delete')
    return sentenceOf(activity.designTemplateDeleted, { who, name, product });
  if (action === 'designTemplate.update')
    return sentenceOf(activity.designTemplateUpdated, { who, name, product });
  const shown = recordedFlag(entry.after, 'published');
  return sentenceOf(shown ? activity.designTemplatePublished : activity.designTemplateHidden, {
    who,
    name,
    product,
  });
}
