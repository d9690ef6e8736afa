import type { admin } from '@printshop/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { optionGroups } from '../options.ts';
import { categories, products, skus } from '../tables.ts';
import { draftOf } from './product-write.ts';

/** What an import compares a file with: the categories, and the named products with their prices. */
export interface CatalogueState {
  categoryBySlug: Map<string, { id: number; level: number }>;
  slugOf: Map<number, string>;
  products: Map<string, { draft: admin.ProductDraft; prices: Map<string, number> }>;
}

/**
 * The categories and the named products (every product without names, in the storefront's
 * order) as drafts with their prices in cents by codes: four queries.
 */
export async function catalogueState(db: Db, productNos?: string[]): Promise<CatalogueState> {
  const [categoryRows, productRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug, level: categories.level }).from(categories),
    productNos === undefined
      ? db.select().from(products).orderBy(asc(products.categoryId), asc(products.sort), asc(products.id))
      : productNos.length === 0
        ? []
        : db.select().from(products).where(inArray(products.productNo, productNos)),
  ]);
  const ids = productRows.map((row) => row.id);
  const [groups, skuRows] = await Promise.all([
    optionGroups(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ productId: skus.productId, codes: skus.codes, priceCents: skus.priceCents })
          .from(skus)
          .where(inArray(skus.productId, ids)),
  ]);
  const pricesOf = new Map<number, Map<string, number>>(ids.map((id) => [id, new Map()]));
  for (const sku of skuRows) pricesOf.get(sku.productId)!.set(sku.codes, sku.priceCents);
  return {
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, { id: row.id, level: row.level }])),
    slugOf: new Map(categoryRows.map((row) => [row.id, row.slug])),
    products: new Map(
      productRows.map((row) => [
        row.productNo,
        { draft: draftOf(row, groups.get(row.id) ?? []), prices: pricesOf.get(row.id)! },
      ]),
    ),
  };
}
