import type { admin } from '@printshop/contract';

/** A text in both languages, as its inputs hold it. */
export interface Both {
  en: string;
  zh: string;
}

/** A row of a list the editor reorders, with a key that stays with it while it moves. */
type Keyed<T> = T & { id: string };

/** `pages` as typed: '' when the value prints no pages of its own. */
export type OptionValueValues = Keyed<{ code: string; label: Both; pages: string }>;
export type OptionGroupValues = Keyed<{ name: Both; values: OptionValueValues[] }>;
export type OverviewValues = Keyed<{ key: Both; value: Both }>;

/**
 * The editor's values as its inputs hold them: numbers as typed, feature tags as one line per
 * language, and the rows of its lists keyed. `productInput` makes the call's draft of them.
 */
export interface ProductValues {
  productNo: string;
  /** '' until a subcategory is chosen. */
  categoryId: string;
  name: Both;
  remark: Both;
  serverContent: Both;
  /** Comma-separated. */
  featureTags: Both;
  overview: OverviewValues[];
  images: string[];
  topSeller: boolean;
  featured: boolean;
  isNew: boolean;
  bestDeal: boolean;
  active: boolean;
  productionDays: string;
  /** All three empty: the product has no print size. */
  printSize: { trimWidthMm: string; trimHeightMm: string; bleedMm: string };
  groups: OptionGroupValues[];
}

export type Flag = 'topSeller' | 'featured' | 'isNew' | 'bestDeal';
export const FLAGS: readonly Flag[] = ['topSeller', 'featured', 'isNew', 'bestDeal'];

let lastKey = 0;
/** An id no other row of this page has: its React key. */
export const newKey = () => `row-${++lastKey}`;

const copy = (text: Both): Both => ({ en: text.en, zh: text.zh });
const EMPTY: Both = { en: '', zh: '' };

export const newOverviewRow = (): OverviewValues => ({ id: newKey(), key: copy(EMPTY), value: copy(EMPTY) });
export const newOptionValue = (): OptionValueValues => ({
  id: newKey(),
  code: '',
  label: copy(EMPTY),
  pages: '',
});
export const newOptionGroup = (): OptionGroupValues => ({
  id: newKey(),
  name: copy(EMPTY),
  values: [newOptionValue()],
});

/** The editor of a new product: hidden, made in three days, without options. */
export function newProductValues(): ProductValues {
  return {
    productNo: '',
    categoryId: '',
    name: copy(EMPTY),
    remark: copy(EMPTY),
    serverContent: copy(EMPTY),
    featureTags: copy(EMPTY),
    overview: [],
    images: [],
    topSeller: false,
    featured: false,
    isNew: true,
    bestDeal: false,
    active: false,
    productionDays: '3',
    printSize: { trimWidthMm: '', trimHeightMm: '', bleedMm: '' },
    groups: [],
  };
}

const TAG_SEPARATOR = ', ';

/** The editor filled with a product as loaded or saved. */
export function productValuesOf(product: admin.ProductDraft): ProductValues {
  const size = product.printSize;
  return {
    productNo: product.productNo,
    categoryId: String(product.categoryId),
    name: copy(product.name),
    remark: copy(product.remark),
    serverContent: copy(product.serverContent),
    featureTags: {
      en: product.featureTags.en.join(TAG_SEPARATOR),
      zh: product.featureTags.zh.join(TAG_SEPARATOR),
    },
    overview: product.overview.map((row) => ({ id: newKey(), key: copy(row.key), value: copy(row.value) })),
    images: [...product.images],
    topSeller: product.topSeller,
    featured: product.featured,
    isNew: product.isNew,
    bestDeal: product.bestDeal,
    active: product.active,
    productionDays: String(product.productionDays),
    printSize: {
      trimWidthMm: size ? String(size.trimWidthMm) : '',
      trimHeightMm: size ? String(size.trimHeightMm) : '',
      bleedMm: size ? String(size.bleedMm) : '',
    },
    groups: product.groups.map((group) => ({
      id: newKey(),
      name: copy(group.name),
      values: group.values.map((value) => ({
        id: newKey(),
        code: value.code,
        label: copy(value.label),
        pages: value.pages === null ? '' : String(value.pages),
      })),
    })),
  };
}

const trimmed = (text: Both): Both => ({ en: text.en.trim(), zh: text.zh.trim() });

/** A line of tags: split at commas (also the Chinese one), each trimmed, empty ones left out. */
export const tagsOf = (line: string): string[] =>
  line
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A number as typed; '' (or what is not a number) is NaN, which travels as nothing and is refused as missing. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The call's draft of the editor's values: texts trimmed, tags split, numbers read, keys left out. */
export function productInput(values: ProductValues): admin.ProductDraft {
  const size = values.printSize;
  const noSize = [size.trimWidthMm, size.trimHeightMm, size.bleedMm].every((typed) => typed.trim() === '');
  return {
    productNo: values.productNo.trim(),
    categoryId: numberOf(values.categoryId),
    name: trimmed(values.name),
    remark: values.remark,
    serverContent: values.serverContent,
    featureTags: { en: tagsOf(values.featureTags.en), zh: tagsOf(values.featureTags.zh) },
    overview: values.overview.map((row) => ({ key: trimmed(row.key), value: trimmed(row.value) })),
    images: values.images,
    topSeller: values.topSeller,
    featured: values.featured,
    isNew: values.isNew,
    bestDeal: values.bestDeal,
    active: values.active,
    productionDays: numberOf(values.productionDays),
    printSize: noSize
      ? null
      : {
          trimWidthMm: numberOf(size.trimWidthMm),
          trimHeightMm: numberOf(size.trimHeightMm),
          // No bleed written is none.
          bleedMm: size.bleedMm.trim() === '' ? 0 : numberOf(size.bleedMm),
        },
    groups: values.groups.map((group) => ({
      name: trimmed(group.name),
      values: group.values.map((value) => ({
        code: value.code.trim(),
        label: trimmed(value.label),
        pages: value.pages.trim() === '' ? null : numberOf(value.pages),
      })),
    })),
  };
}

/** Whether the editor holds anything the saved product does not. */
export const changesProduct = (saved: ProductValues, values: ProductValues) =>
  JSON.stringify(productInput(saved)) !== JSON.stringify(productInput(values));
