import type { admin, Lang } from '@printshop/contract';
import type { PriceRule, ProductKind } from '../../modules/catalog/pricing.ts';
import { fail } from '../data-files.ts';
import type { Text } from '../types.ts';
import type { SeedReview } from './reviews.ts';
import type { SeedOptionGroups, SeedProductFamily } from './schemas.ts';

/**
 * A product family (one subcategory's file) expanded into complete products: each product's own
 * fields over the family's, its remark and pictures made from them, its option groups looked up.
 */

type DraftGroup = admin.ProductDraft['groups'][number];

/** An option group as the importer writes it, each value with what it does to the price. */
interface SeedOptionGroup extends Omit<DraftGroup, 'values'> {
  values: (DraftGroup['values'][number] & { rule: PriceRule })[];
}

/** A demo product: what the importer writes (prices aside), and what its prices and reviews come from. */
export interface SeedProduct extends Omit<admin.ProductDraft, 'categoryId' | 'active' | 'groups'> {
  /** Slug of the level-2 category. */
  category: string;
  kind: ProductKind;
  /** Scales the kind's base price table (1 = standard). */
  baseFactor: number;
  groups: SeedOptionGroup[];
  reviews: SeedReview[];
  /** The data file it comes from, for the seed's messages. */
  file: string;
}

/** What a family's products are made with, besides the family itself. */
export interface FamilyContext {
  file: string;
  category: string;
  kind: ProductKind;
  groups: SeedOptionGroups;
  overviewKeys: Record<string, Text>;
  reviews: (no: number) => SeedReview[];
}

/** 3 or 4 mock-ups of the kind, starting at a different picture so neighbouring products differ. */
function productImages(kind: ProductKind, no: number): string[] {
  const count = no % 2 === 0 ? 4 : 3;
  return Array.from({ length: count }, (_, i) => `/media/product/${kind}/${((no + i) % 4) + 1}.webp`);
}

function remarkHtml(intro: Text, highlights: SeedProductFamily['highlights'], lang: Lang): string {
  const items = highlights[lang].map((item) => `<li>${item}</li>`).join('');
  return `<p>${intro[lang]}</p><ul>${items}</ul>`;
}

/**
 * The production days of a product page's production time ("8 business days"), or null without
 * one: ship dates count business days (decision 087).
 */
export function productionDays(production: Text | undefined): number | null {
  const businessDays = Number(/^(\d+) business days?\b/.exec(production?.en ?? '')?.[1]);
  return businessDays || null;
}

function optionGroups(ids: string[], groups: SeedOptionGroups): SeedOptionGroup[] {
  return ids.map((id) => {
    const { name, values } = groups[id]!;
    return {
      name,
      values: values.map(({ code, label, pages, ...rule }) => ({ code, label, pages: pages ?? null, rule })),
    };
  });
}

/** The family's products, in the file's order; a product without a production time is an error of its file. */
export function expandFamily(family: SeedProductFamily, context: FamilyContext): SeedProduct[] {
  return family.products.map((entry, index) => {
    const overview: Partial<Record<string, Text>> = { ...family.overview, ...entry.overview };
    const days = productionDays(overview.production);
    if (days === null) {
      fail(
        context.file,
        `products.${index}.overview.production: must say a number of business days, like "4 business days"`,
      );
    }
    const flags = new Set(entry.flags);
    return {
      productNo: `${family.prefix}-${entry.no}`,
      category: context.category,
      kind: context.kind,
      baseFactor: entry.baseFactor ?? 1,
      name: entry.name,
      remark: {
        en: remarkHtml(entry.intro, family.highlights, 'en'),
        zh: remarkHtml(entry.intro, family.highlights, 'zh'),
      },
      serverContent: entry.serverContent ?? family.content,
      featureTags: entry.featureTags ?? family.featureTags,
      images: productImages(context.kind, entry.no),
      overview: Object.entries(context.overviewKeys).flatMap(([key, name]) => {
        const value = overview[key];
        return value ? [{ key: name, value }] : [];
      }),
      printSize: entry.printSize ?? family.printSize,
      groups: optionGroups(entry.groups ?? family.groups, context.groups),
      topSeller: flags.has('topSeller'),
      featured: flags.has('featured'),
      isNew: flags.has('isNew'),
      bestDeal: flags.has('bestDeal'),
      productionDays: days,
      reviews: context.reviews(entry.no),
      file: context.file,
    };
  });
}
