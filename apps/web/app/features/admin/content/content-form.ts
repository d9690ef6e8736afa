import type { admin, Lang } from '@printshop/contract';

type Bilingual = Record<Lang, string>;

/** What every article and blog post has, as the form holds it: no image is ''. */
export interface ContentValues {
  title: Bilingual;
  subheading: Bilingual;
  img: string;
  content: Bilingual;
}

const noText = (): Bilingual => ({ en: '', zh: '' });

/** An empty form, for a new entry or post. */
export const NO_CONTENT: ContentValues = {
  title: noText(),
  subheading: noText(),
  img: '',
  content: noText(),
};

/** The form, filled with a saved article or post. */
export function contentValuesOf(saved: ContentValues | admin.AdminArticle): ContentValues {
  return {
    title: { ...saved.title },
    subheading: { ...saved.subheading },
    img: saved.img ?? '',
    content: { ...saved.content },
  };
}

const trimmed = (text: Bilingual): Bilingual => ({ en: text.en.trim(), zh: text.zh.trim() });

/**
 * The call's fields from the form: plain texts trimmed, as the server keeps them; the HTML as the
 * editor wrote it (the server sanitises it). The form checks nothing itself: the server names the
 * field it refuses, and its language, in the reader's words.
 */
export function contentInput(values: ContentValues): admin.ArticleFields & { img: string } {
  return {
    title: trimmed(values.title),
    subheading: trimmed(values.subheading),
    img: values.img,
    content: { ...values.content },
  };
}

/** Whether the form says something other than what was saved (spaces around a text aside). */
export function changesContent(saved: ContentValues, values: ContentValues): boolean {
  return JSON.stringify(contentInput(values)) !== JSON.stringify(contentInput(saved));
}
