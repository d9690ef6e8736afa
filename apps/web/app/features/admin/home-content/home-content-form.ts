import { admin, LANGS, type Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { blank, type Check } from '~/lib/ordered-form';
import type { AdminMessages } from '../i18n/messages';
import type { AdminCallInput } from '../lib/admin-endpoints';

/**
 * The home page's content screen's forms, as pure rules: the values each form's inputs hold, the
 * calls' inputs made from them, and the form's own checks, which stop only what is plainly
 * missing; the server judges the rest in its own words.
 */

type Texts = AdminMessages['homeContent'];
type SettingsTexts = AdminMessages['settings'];
type Bilingual = Record<Lang, string>;

const trimmed = (text: Bilingual): Bilingual => ({ en: text.en.trim(), zh: text.zh.trim() });

/** An input of one language, as the server names it in a refusal: "Comment title (English)". */
export function inLanguage(texts: SettingsTexts, field: string, lang: Lang): string {
  return interpolate(texts.inLanguage, { field, language: texts.languages[lang] });
}

/** A form's checks of a text in both languages: one per language, in screen order. */
function bilingualChecks<V>(
  field: (lang: Lang) => Check<V>['field'],
  message: (language: string) => string,
  text: (values: V, lang: Lang) => string,
  languages: SettingsTexts['languages'],
): Check<V>[] {
  return LANGS.map((lang) => ({
    field: field(lang),
    message: message(languages[lang]),
    fails: (values) => blank(text(values, lang)),
  }));
}

// Partners

export type PartnerValues = admin.PartnerFields;
export const NO_PARTNER: PartnerValues = { name: '', img: '' };

export const partnerValuesOf = ({ name, img }: admin.AdminPartner): PartnerValues => ({ name, img });

export const partnerInput = (values: PartnerValues): PartnerValues => ({
  name: values.name.trim(),
  img: values.img,
});

/** Whether the form changes the partner: one with nothing changed just closes, leaving no audit entry. */
export const changesPartner = (partner: admin.AdminPartner, values: PartnerValues): boolean =>
  JSON.stringify(partnerInput(values)) !== JSON.stringify(partnerValuesOf(partner));

export function partnerChecks(required: Texts['partners']['form']['required']): Check<PartnerValues>[] {
  return [
    { field: 'name', message: required.name, fails: (v) => blank(v.name) },
    { field: 'img', message: required.logo, fails: (v) => v.img === '' },
  ];
}

// Customers' comments

/** A comment's form: the stars as the select holds them ('0' to '5'), the day as YYYY-MM-DD. */
export interface CommentValues {
  author: string;
  stars: string;
  date: string;
  title: Bilingual;
  body: Bilingual;
  img: string;
}

export type CommentInput = AdminCallInput<'adminCommentCreate'>;

/** A new comment's form: five stars, today, no picture. */
export function newCommentValues(today: string): CommentValues {
  return {
    author: '',
    stars: '5',
    date: today,
    title: { en: '', zh: '' },
    body: { en: '', zh: '' },
    img: '',
  };
}

export function commentValuesOf(comment: admin.AdminComment): CommentValues {
  return {
    author: comment.author,
    stars: String(comment.stars),
    date: comment.date,
    title: { ...comment.title },
    body: { ...comment.body },
    img: comment.img,
  };
}

export function commentInput(values: CommentValues): CommentInput {
  return {
    img: values.img,
    author: values.author.trim(),
    title: trimmed(values.title),
    body: trimmed(values.body),
    stars: Number(values.stars),
    date: values.date,
  };
}

/** Whether the form changes the comment: one with nothing changed just closes, leaving no audit entry. */
export function changesComment(comment: admin.AdminComment, input: CommentInput): boolean {
  return JSON.stringify(input) !== JSON.stringify(commentInput(commentValuesOf(comment)));
}

/** The author, the day, then each text in both languages, in screen order. */
export function commentChecks(texts: Texts, languages: SettingsTexts['languages']): Check<CommentValues>[] {
  const { required } = texts.comments.form;
  return [
    { field: 'author', message: required.author, fails: (v) => blank(v.author) },
    { field: 'date', message: required.date, fails: (v) => v.date === '' },
    ...bilingualChecks<CommentValues>(
      (lang) => `title.${lang}`,
      (language) => interpolate(required.title, { language }),
      (v, lang) => v.title[lang],
      languages,
    ),
    ...bilingualChecks<CommentValues>(
      (lang) => `body.${lang}`,
      (language) => interpolate(required.body, { language }),
      (v, lang) => v.body[lang],
      languages,
    ),
  ];
}

// Trust blocks

export interface TrustValues {
  blocks: admin.TrustBlock[];
}

export const trustValuesOf = (blocks: readonly admin.TrustBlock[]): TrustValues => ({
  blocks: blocks.map(({ icon, title, body }) => ({ icon, title: { ...title }, body: { ...body } })),
});

export const trustInput = (values: TrustValues): admin.TrustBlocks => ({
  blocks: values.blocks.map(({ icon, title, body }) => ({
    icon,
    title: trimmed(title),
    body: trimmed(body),
  })),
});

/** Each block in turn: its icon, its title in both languages, its text in both; the block named by its number. */
export function trustChecks(texts: Texts, languages: SettingsTexts['languages']): Check<TrustValues>[] {
  const { required } = texts.trust;
  return Array.from({ length: admin.TRUST_BLOCK_COUNT }, (_, index) => {
    const n = index + 1;
    const block = (v: TrustValues) => v.blocks[index]!;
    return [
      {
        field: `blocks.${index}.icon`,
        message: interpolate(required.icon, { n }),
        fails: (v: TrustValues) => block(v).icon === '',
      } satisfies Check<TrustValues>,
      ...bilingualChecks<TrustValues>(
        (lang) => `blocks.${index}.title.${lang}`,
        (language) => interpolate(required.title, { n, language }),
        (v, lang) => block(v).title[lang],
        languages,
      ),
      ...bilingualChecks<TrustValues>(
        (lang) => `blocks.${index}.body.${lang}`,
        (language) => interpolate(required.text, { n, language }),
        (v, lang) => block(v).body[lang],
        languages,
      ),
    ];
  }).flat();
}
