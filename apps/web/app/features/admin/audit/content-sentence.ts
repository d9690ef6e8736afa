import type { admin, Lang } from '@printshop/contract';
import { articlePath, blogPostPath } from '../content/content-paths';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { whoOrUnknown } from './audit-links';
import { recordedText } from './recorded-values';

type ContentAction = Extract<
  admin.AuditAction,
  `article.${string}` | `designArticle.${string}` | `blogPost.${string}` | `blogCategory.${string}`
>;
type TitledAction = Exclude<ContentAction, 'designArticle.order' | 'blogCategory.order'>;

/** The title a record holds, in the reader's language (English where it has none). */
function recordedTitle(record: unknown, lang: Lang): string | undefined {
  const title =
    typeof record === 'object' && record !== null ? (record as { title?: unknown }).title : undefined;
  return recordedText(title, lang) || recordedText(title, 'en');
}

/** The sentence of each edit of one record, and where its record's editor is while it exists. */
const SENTENCES = {
  'article.update': ['articleUpdated', articlePath],
  'designArticle.create': ['designArticleCreated', articlePath],
  'designArticle.update': ['designArticleUpdated', articlePath],
  'designArticle.delete': ['designArticleDeleted', null],
  'blogPost.create': ['blogPostCreated', blogPostPath],
  'blogPost.update': ['blogPostUpdated', blogPostPath],
  'blogPost.delete': ['blogPostDeleted', null],
  'blogCategory.create': ['blogCategoryCreated', null],
  'blogCategory.update': ['blogCategoryRenamed', null],
  'blogCategory.delete': ['blogCategoryDeleted', null],
} as const satisfies Record<TitledAction, [keyof AdminMessages['activity'], ((id: number) => string) | null]>;

/** A post's change that published it, or took it back to a draft, says so. */
function postChange(entry: admin.AuditEntry): `blogPost${'Published' | 'Unpublished' | 'Updated'}` {
  const [was, is] = [recordedText(entry.before, 'status'), recordedText(entry.after, 'status')];
  if (was === 'draft' && is === 'published') return 'blogPostPublished';
  if (was === 'published' && is === 'draft') return 'blogPostUnpublished';
  return 'blogPostUpdated';
}

/**
 * An owner's edit of the articles or the blog as a sentence, the record named by its title as it
 * was then (in the reader's language) and linked to its editor while it exists; a category's
 * rename names both. Null when the entry lacks the title.
 */
export function contentSentence(
  action: ContentAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
  lang: Lang,
): SentencePart[] | null {
  const { activity } = texts;
  const who = whoOrUnknown(entry, texts);
  if (action === 'designArticle.order') return sentenceOf(activity.designArticlesOrdered, { who });
  if (action === 'blogCategory.order') return sentenceOf(activity.blogCategoriesOrdered, { who });
  const [sentence, pathOf] = SENTENCES[action];
  const text = recordedTitle(action.endsWith('.delete') ? entry.before : entry.after, lang);
  if (!text) return null;
  const title = pathOf && entry.entityId !== null ? { text, to: pathOf(entry.entityId) } : text;
  if (action === 'blogPost.update') return sentenceOf(activity[postChange(entry)], { who, title });
  if (action === 'blogCategory.update') {
    const from = recordedTitle(entry.before, lang);
    return from ? sentenceOf(activity[sentence], { who, from, title }) : null;
  }
  return sentenceOf(activity[sentence], { who, title });
}
