import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, requiredText, text } from '../api/inputs.ts';
import { mediaPath } from './inputs.ts';
import { PRODUCT_LIMITS, productCategory } from './products.ts';
import { bilingual } from './settings.ts';

/**
 * A product as an owner writes it (and as the CSV importer reads it): its texts in both
 * languages, pictures, flags, print size and option groups. Its prices are the price matrix's
 * (products.ts): a combination of option values keeps its price while both values stay.
 */

export const PRODUCT_DRAFT_LIMITS = {
  productNo: 50,
  name: 120,
  /** A remark or service text, as HTML. */
  html: 20_000,
  tag: 40,
  tags: 12,
  overviewRows: 20,
  overviewKey: 60,
  overviewValue: 300,
  images: 12,
  productionDays: 60,
  groups: 8,
  values: 60,
  code: 20,
  groupName: 60,
  label: 120,
  /** The most pages or sides an option value prints (a book's page count). */
  pages: 2000,
  /** The largest trimmed side (a 10 ft backdrop is 3,048 mm), and the widest bleed, in millimetres. */
  sizeMm: 5000,
  bleedMm: 50,
} as const;

/** The `params.reason`s of a draft's refused options, so the server can say what was wrong. */
export const PRODUCT_CODE_REPEATED = 'productCodeRepeated';
export const PRODUCT_CODES_AMBIGUOUS = 'productCodesAmbiguous';
export const PRODUCT_TOO_MANY_COMBINATIONS = 'productTooManyCombinations';

const L = PRODUCT_DRAFT_LIMITS;

/** Letters, digits and hyphens: it is part of every SKU code and of the product's address. */
export const productNumber = text()
  .trim()
  .min(1)
  .max(L.productNo)
  // "new" and "csv" are the addresses of the back office's product screens, not products.
  .regex(/^(?!(?:new|csv)$)[A-Za-z0-9-]+$/i);

/** An HTML text in both languages; either may be empty. Sanitised by the server when saved. */
const bilingualHtml = z.object({ en: text().max(L.html), zh: text().max(L.html) });

const millimetres = (max: number, min: number) => numberFromForm(z.number().min(min).max(max));

const optionValue = z.object({
  /** Concatenated with the other groups' codes into a SKU's codes: letters and digits only. */
  code: text()
    .trim()
    .min(1)
    .max(L.code)
    .regex(/^[A-Za-z0-9]+$/),
  label: bilingual(L.label),
  /**
   * The pages or sides the choice prints (front and back: 2; a booklet's "8 pages": 8), what a
   * PDF's page count is checked against; null when it says none (a paper, a quantity).
   */
  pages: numberFromForm(z.number().int().min(1).max(L.pages).nullable().default(null)),
});

const optionGroup = z.object({
  name: bilingual(L.groupName),
  values: z.array(optionValue).min(1).max(L.values),
});

/** Every combination of one value per group, as its values' codes in group order (the first group varies slowest). */
export function combinationsOf(groups: readonly { values: readonly { code: string }[] }[]): string[][] {
  let combinations: string[][] = [[]];
  for (const group of groups) {
    combinations = combinations.flatMap((chosen) => group.values.map((value) => [...chosen, value.code]));
  }
  return combinations;
}

/** Every combination's codes concatenated, as a SKU names it, in the same order. */
export const combinationCodes = (groups: readonly { values: readonly { code: string }[] }[]): string[] =>
  combinationsOf(groups).map((codes) => codes.join(''));

/** How many combinations the groups make, without listing them. */
export const combinationCount = (groups: readonly { values: readonly unknown[] }[]) =>
  groups.reduce((count, group) => count * group.values.length, 1);

/**
 * A SKU is found by its concatenated codes, so a value's code is unique in its product and no
 * two combinations may concatenate alike (A + BC and AB + C); and a matrix has a bounded size.
 */
function checkOptions(groups: z.output<typeof optionGroup>[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  groups.forEach((group, g) => {
    group.values.forEach((value, v) => {
      if (seen.has(value.code)) {
        context.addIssue({
          code: 'custom',
          path: ['groups', g, 'values', v, 'code'],
          params: { reason: PRODUCT_CODE_REPEATED, code: value.code },
        });
      }
      seen.add(value.code);
    });
  });
  if (combinationCount(groups) > PRODUCT_LIMITS.skus) {
    context.addIssue({
      code: 'custom',
      path: ['groups'],
      params: { reason: PRODUCT_TOO_MANY_COMBINATIONS, max: PRODUCT_LIMITS.skus },
    });
    return;
  }
  const combinations = new Set<string>();
  for (const codes of combinationCodes(groups)) {
    if (combinations.has(codes)) {
      context.addIssue({
        code: 'custom',
        path: ['groups'],
        params: { reason: PRODUCT_CODES_AMBIGUOUS, codes },
      });
      return;
    }
    combinations.add(codes);
  }
}

const draftFields = z.object({
  productNo: productNumber,
  /** A subcategory (level 2): products are listed there and in its parent. */
  categoryId: idParam,
  name: bilingual(L.name),
  remark: bilingualHtml,
  serverContent: bilingualHtml,
  featureTags: z.object({
    en: z.array(requiredText(L.tag)).max(L.tags),
    zh: z.array(requiredText(L.tag)).max(L.tags),
  }),
  overview: z
    .array(z.object({ key: bilingual(L.overviewKey), value: bilingual(L.overviewValue) }))
    .max(L.overviewRows),
  /** The first is the product's icon in lists. */
  images: z.array(mediaPath).min(1).max(L.images),
  topSeller: z.boolean(),
  featured: z.boolean(),
  isNew: z.boolean(),
  bestDeal: z.boolean(),
  /** Shown in the storefront; only with a price for every combination. */
  active: z.boolean(),
  /** Days from payment to shipping: an item is late after them. */
  productionDays: numberFromForm(z.number().int().min(1).max(L.productionDays)),
  /** The printed piece's trimmed size and bleed, what artwork is checked against; null when it has none. */
  printSize: z
    .object({
      trimWidthMm: millimetres(L.sizeMm, 1),
      trimHeightMm: millimetres(L.sizeMm, 1),
      bleedMm: millimetres(L.bleedMm, 0),
    })
    .nullable(),
  groups: z.array(optionGroup).max(L.groups),
});

export const productDraft = draftFields.superRefine((draft, context) => checkOptions(draft.groups, context));
export type ProductDraft = z.output<typeof productDraft>;

/** What the editor shows: the product as saved (its HTML sanitised) and the subcategories (level 2) to choose from. */
export const productEditor = z.object({ product: draftFields, categories: z.array(productCategory) });
export type ProductEditor = z.infer<typeof productEditor>;

export const adminProduct = endpoint({
  ...ADMIN_ROUTES.adminProduct,
  auth: false,
  staff: 'catalog.manage',
  summary: 'A product as the editor writes it, in both languages, with the subcategories it may be put in',
  input: z.object({ productNo: requiredText(L.productNo) }),
  output: productEditor,
});

export const adminProductCreate = endpoint({
  ...ADMIN_ROUTES.adminProductCreate,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Add a product; its number must be new (409). It is shown only once every combination has a price: a new product with options starts hidden, then gets its prices',
  input: productDraft,
  output: productEditor,
});

export const adminProductUpdate = endpoint({
  ...ADMIN_ROUTES.adminProductUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Change a product (its number stays). Combinations whose values remain keep their prices; the others go, with the cart lines holding them. Showing it needs a price for every combination (409)',
  input: productDraft,
  output: productEditor,
});
