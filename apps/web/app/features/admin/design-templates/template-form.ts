import { type admin, CODE, type DesignLayout, type DesignSide, LANGS, type Lang } from '@printshop/contract';
import { blank, type Check } from '~/lib/ordered-form';
import type { AdminMessages } from '../i18n/messages';
import type { AdminCallInput } from '../lib/admin-endpoints';

type Bilingual = Record<Lang, string>;
type FormTexts = AdminMessages['designTemplates']['form'];

/** The new template form's values as its inputs hold them: the sides and the template to copy as selects hold them. */
export interface NewTemplateValues {
  productNo: string;
  name: Bilingual;
  sides: string;
  /** The id of the template whose layout it starts from; '' for a blank page. */
  start: string;
}

export const NO_TEMPLATE: NewTemplateValues = {
  productNo: '',
  name: { en: '', zh: '' },
  sides: '1',
  start: '',
};

/** A changed template's form: its names, and its layout as JSON text. */
export interface TemplateValues {
  name: Bilingual;
  layout: string;
}

/** The fields of the update call. */
export type TemplateInput = AdminCallInput<'adminDesignTemplateUpdate'>;

/** A page with nothing on it yet: white, as paper is. */
const blankSide = (): DesignSide => ({ background: '#ffffff', backgroundImage: null, elements: [] });

/**
 * A new template's layout of `sides` sides: the copied template's sides as far as it has them,
 * then blank ones; a blank page throughout when it copies none.
 */
export function startingLayout(sides: number, copied: DesignLayout | null): DesignLayout {
  const from = copied?.sides.slice(0, sides) ?? [];
  return {
    version: 1,
    sides: [...from, ...Array.from({ length: sides - from.length }, blankSide)],
  };
}

const trimmed = (text: Bilingual): Bilingual => ({ en: text.en.trim(), zh: text.zh.trim() });

/** The create call's fields: hidden at first, last among its product's templates. */
export function newTemplateInput(
  values: NewTemplateValues,
  layout: DesignLayout,
): AdminCallInput<'adminDesignTemplateCreate'> {
  return { productNo: values.productNo, name: trimmed(values.name), layout, published: false };
}

/** The layout as the form's text area shows it. */
export const layoutText = (layout: DesignLayout): string => JSON.stringify(layout, null, 2);

/** The layout the text area holds, or null when it is not JSON; what it must hold is the server's to judge. */
export function parsedLayout(text: string): DesignLayout | null {
  try {
    return JSON.parse(text) as DesignLayout;
  } catch {
    return null;
  }
}

export function templateValuesOf(template: admin.AdminDesignTemplate): TemplateValues {
  return { name: { ...template.name }, layout: layoutText(template.layout) };
}

/**
 * The update call's fields, once the checks have passed: the names and layout of the form, the
 * product, place and publication the template has.
 */
export function templateInput(template: admin.AdminDesignTemplate, values: TemplateValues): TemplateInput {
  return {
    ...templateLayoutInput(template, parsedLayout(values.layout) as DesignLayout),
    name: trimmed(values.name),
  };
}

/** The update call's fields for a layout made in the template's editor: everything else as the template has it. */
export function templateLayoutInput(
  template: admin.AdminDesignTemplate,
  layout: DesignLayout,
): TemplateInput {
  const { id, productNo, name, published, position } = template;
  return { id, productNo, name, layout, published, position };
}

/** Whether the form changes the template: one with nothing changed just closes, leaving no audit entry. */
export function changesTemplate(template: admin.AdminDesignTemplate, values: TemplateValues): boolean {
  return (
    JSON.stringify(templateInput(template, values)) !==
    JSON.stringify(templateInput(template, templateValuesOf(template)))
  );
}

function nameChecks<V extends { name: Bilingual }>(texts: FormTexts): Check<V>[] {
  const messages: Record<Lang, string> = { en: texts.required.nameEn, zh: texts.required.nameZh };
  return LANGS.map(
    (lang): Check<V> => ({
      field: `name.${lang}` as Check<V>['field'],
      message: messages[lang],
      fails: (v) => blank(v.name[lang]),
    }),
  );
}

/** The new template form's checks, in screen order: a product (the list holds only those that can be designed), then both names. */
export function newTemplateChecks(texts: FormTexts): Check<NewTemplateValues>[] {
  return [
    { field: 'productNo', message: texts.required.product, fails: (v) => v.productNo === '' },
    ...nameChecks<NewTemplateValues>(texts),
  ];
}

/** The change form's checks: both names, and a layout that is JSON; the server judges what it holds. */
export function templateChecks(texts: FormTexts): Check<TemplateValues>[] {
  return [
    ...nameChecks<TemplateValues>(texts),
    { field: 'layout', message: texts.required.layout, fails: (v) => parsedLayout(v.layout) === null },
  ];
}

/**
 * The field a refusal of the server is about: the form's names are checked before they are sent,
 * so a refused input (400) or one too large (413) is the layout's. Anything else (a template
 * deleted meanwhile, a product that can no longer be designed) is shown at the top.
 */
export function refusedField(code: number): 'layout' | null {
  return code === CODE.badRequest || code === CODE.tooLarge ? 'layout' : null;
}
