import { z } from 'zod';
import { PRODUCT_KINDS } from '../../modules/catalog/pricing.ts';
import { filled, text } from '../types.ts';

/**
 * Shapes of the demo catalogue's files, seed/demo-data/catalogue (see the README there). They
 * check what the files must get right for the loader; the limits of a product (lengths, counts,
 * codes) are the contract's, checked again when the importer writes it.
 */

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const textList = z.strictObject({ en: z.array(filled), zh: z.array(filled) });

/**
 * A value of an option group: its code in SKU codes, its label, the pages or sides it prints (a
 * PDF's page count is checked against them), and what it does to the price (pricing.ts).
 */
const optionValue = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9]+$/, 'must be letters and digits'),
  label: text,
  pages: z.number().int().positive().optional(),
  quantity: z.number().int().positive().optional(),
  multiplier: z.number().positive().optional(),
  addCents: z.number().int().nonnegative().optional(),
});

/** catalogue/option-groups.yaml: every option group once, by the id products name it by. */
export const seedOptionGroups = z.record(
  id,
  z.strictObject({ name: text, values: z.array(optionValue).min(1) }),
);
export type SeedOptionGroups = z.output<typeof seedOptionGroups>;

/** catalogue/overview-keys.yaml: the rows a product's overview may have, in the order shown. */
export const seedOverviewKeys = z.record(id, text);

/** catalogue/review-authors.yaml: the names demo reviews are signed with, by the review's language. */
export const seedReviewAuthors = z.strictObject({ en: z.array(filled).min(1), zh: z.array(filled).min(1) });
export type SeedReviewAuthors = z.output<typeof seedReviewAuthors>;

/** A level-2 category; its kind is what its products are (their pictures and price table). */
const subcategory = z.strictObject({
  slug: id,
  kind: z.enum(PRODUCT_KINDS),
  name: text,
  remark: text,
  /** One practical buying tip, shown under the remark. */
  tip: text,
});

/** catalogue/categories/NN-<slug>.html: a level-1 category, its subcategories, and its buying guide as the body. */
export const seedCategory = z.strictObject({
  slug: id,
  popular: z.boolean(),
  name: text,
  remark: text,
  children: z.array(subcategory).min(1),
  content: text,
});
export type SeedCategory = z.output<typeof seedCategory>;

/** One of `known`, or an issue naming where the known ones are. */
const oneOf = (known: Iterable<string>, where: string) => {
  const names = new Set(known);
  return z
    .string()
    .refine((name) => names.has(name), { error: (issue) => `"${issue.input}" is not in ${where}` });
};

/** The printed piece's trimmed size and the bleed around it, in millimetres: what artwork is checked against. */
const printSize = z.strictObject({
  trimWidthMm: z.number().positive(),
  trimHeightMm: z.number().positive(),
  bleedMm: z.number().nonnegative(),
});

const FLAGS = ['topSeller', 'featured', 'isNew', 'bestDeal'] as const;
export type ProductFlag = (typeof FLAGS)[number];

/** What a product family's file may name: option groups, overview rows and review pools. */
export interface KnownNames {
  groups: Iterable<string>;
  overviewKeys: string[];
  reviewPools: Iterable<string>;
}

/**
 * catalogue/products/<subcategory>.html: the products of a subcategory. The front matter holds
 * what they share and each product's own fields, which replace the shared ones (an overview
 * merges row by row); the body is their service text.
 */
export function seedProductFamily(known: KnownNames) {
  const groups = z.array(oneOf(known.groups, 'catalogue/option-groups.yaml')).min(1);
  const overview = z.strictObject(
    Object.fromEntries(known.overviewKeys.map((key) => [key, text.optional()])),
  );
  const product = z.strictObject({
    no: z.number().int().min(1),
    name: text,
    /** One or two sentences on what makes this product different: the remark's first paragraph. */
    intro: text,
    flags: z.array(z.enum(FLAGS)).optional(),
    /** Scales the kind's price table (1 = standard). */
    baseFactor: z.number().positive().optional(),
    featureTags: textList.optional(),
    overview: overview.optional(),
    groups: groups.optional(),
    printSize: printSize.optional(),
    serverContent: text.optional(),
  });
  return z.strictObject({
    /** The product number's letters: 'BC' and no 1001 make BC-1001. */
    prefix: z.string().regex(/^[A-Z]+$/, 'must be capital letters'),
    reviews: oneOf(known.reviewPools, 'reviews/'),
    featureTags: textList,
    /** Bullet points after every product's introduction. */
    highlights: textList,
    overview,
    groups,
    /** Every product's, unless it has its own: each product has one. */
    printSize,
    products: z.array(product).min(1),
    content: text,
  });
}
export type SeedProductFamily = z.output<ReturnType<typeof seedProductFamily>>;
