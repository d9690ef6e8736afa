import { type admin, CODE, LANGS, type Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { blank, type Check, empty } from '~/lib/ordered-form';
import type { AdminMessages } from '../i18n/messages';
import type { AdminCallInput } from '../lib/admin-endpoints';

type Bilingual = Record<Lang, string>;

/** The category form's values as its inputs hold them: the parent's id as a select holds it, '' for none. */
export interface CategoryValues {
  parentId: string;
  slug: string;
  name: Bilingual;
  remark: Bilingual;
  content: Bilingual;
  img: string;
  popular: boolean;
  active: boolean;
}

const noText = (): Bilingual => ({ en: '', zh: '' });

/** A new category's form: a subcategory of `parentId` when given, else a top-level one; shown. */
export function newCategoryValues(parentId: number | null = null): CategoryValues {
  return {
    parentId: parentId === null ? '' : String(parentId),
    slug: '',
    name: noText(),
    remark: noText(),
    content: noText(),
    img: '',
    popular: false,
    active: true,
  };
}

/** A category's form, filled with what it is now. */
export function categoryValuesOf(category: admin.AdminCategory): CategoryValues {
  return {
    parentId: category.parentId === null ? '' : String(category.parentId),
    slug: category.slug,
    name: { ...category.name },
    remark: { ...category.remark },
    content: { ...category.content },
    img: category.img,
    popular: category.popular,
    active: category.active,
  };
}

/** The fields of the add and change calls (the change's also take the category's id). */
export type CategoryInput = AdminCallInput<'adminCategoryCreate'>;

const trimmed = (text: Bilingual): Bilingual => ({ en: text.en.trim(), zh: text.zh.trim() });

/**
 * The call's fields from the form's values. A changed category keeps its place (`sort`) under the
 * same parent; moved under another, or new, it goes last there (the server's rule for no place).
 */
export function categoryInput(values: CategoryValues, category?: admin.AdminCategory): CategoryInput {
  const parentId = values.parentId === '' ? undefined : Number(values.parentId);
  const sameParent = category !== undefined && (category.parentId ?? undefined) === parentId;
  return {
    parentId,
    slug: values.slug.trim(),
    name: trimmed(values.name),
    remark: trimmed(values.remark),
    content: values.content,
    img: values.img,
    sort: sameParent ? category.sort : undefined,
    popular: values.popular,
    active: values.active,
  };
}

/** A category's own fields as the change call takes them, for a move or a switch of one field. */
export function categoryFieldsOf(category: admin.AdminCategory): CategoryInput & { id: number } {
  return { id: category.id, ...categoryInput(categoryValuesOf(category), category) };
}

/** Whether the form changes the category: one with nothing changed just closes, leaving no audit entry. */
export function changesCategory(category: admin.AdminCategory, values: CategoryValues): boolean {
  return (
    JSON.stringify(categoryInput(values, category)) !==
    JSON.stringify(categoryInput(categoryValuesOf(category), category))
  );
}

type FormTexts = AdminMessages['categories']['form'];

/** An input of one language, as the server names it in a refusal: "Name (English)". */
export function inLanguage(texts: FormTexts, field: string, lang: Lang): string {
  return interpolate(texts.inLanguage, { field, language: texts.languages[lang] });
}

/**
 * The form's own checks, in screen order: a slug, both names and an image must be given. What
 * they must look like (a slug's letters, a slug taken, a parent that is a subcategory) is the
 * server's to refuse, in its own words.
 */
export function categoryChecks(texts: FormTexts): Check<CategoryValues>[] {
  const { required } = texts;
  const nameMessages: Record<Lang, string> = { en: required.nameEn, zh: required.nameZh };
  return [
    { field: 'slug', message: required.slug, fails: (v) => blank(v.slug) },
    ...LANGS.map(
      (lang): Check<CategoryValues> => ({
        field: `name.${lang}`,
        message: nameMessages[lang],
        fails: (v) => blank(v.name[lang]),
      }),
    ),
    { field: 'img', message: required.img, fails: (v) => empty(v.img) },
  ];
}

/**
 * The field a refusal of the server is about, where its code tells: from the form, a conflict is
 * the slug's (another category has it). Other refusals name their field in words; the dialog
 * shows them as they are.
 */
export function refusedField(code: number): 'slug' | null {
  return code === CODE.conflict ? 'slug' : null;
}
