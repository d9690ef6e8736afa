import type { LocalizedList, LocalizedText } from '@printshop/contract';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { listItemColumns } from '../product-tiles.ts';
import { shownCategory } from '../shown-categories.ts';
import { categories, products } from '../tables.ts';
import type { SearchableCategory } from './category-index.ts';
import type { SearchableProduct } from './product-index.ts';

const parents = alias(categories, 'parent');

const inEveryLanguage = (text: LocalizedText) => Object.values(text);
const listsInEveryLanguage = (lists: LocalizedList) => Object.values(lists).flat();

/**
 * Only the words of a description count: scripts and styles dropped, tags and entities left as
 * spaces. By expression rather than through sanitize-html, which takes a second over 10,000 products.
 */
const plainText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, ' ');

/**
 * Every shown product with what search reads of it and its tile, in the catalogue's order (as the
 * storefront lists products: by sort, then id), in one query; products are found whatever their
 * category, as the product page shows them.
 */
export async function searchableProducts(db: Db): Promise<SearchableProduct[]> {
  const rows = await db
    .select({
      ...listItemColumns,
      remark: products.remark,
      serverContent: products.serverContent,
      overview: products.overview,
      category: categories.name,
      parent: parents.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(eq(products.active, true))
    .orderBy(asc(products.sort), asc(products.id));
  return rows.map(({ remark, serverContent, overview, category, parent, ...tile }) => ({
    tile,
    names: inEveryLanguage(tile.name),
    labels: [
      ...inEveryLanguage(category),
      ...(parent ? inEveryLanguage(parent) : []),
      ...listsInEveryLanguage(tile.featureTags),
    ],
    texts: [
      ...inEveryLanguage(remark).map(plainText),
      ...inEveryLanguage(serverContent),
      ...overview.flatMap((row) => inEveryLanguage(row.value)),
    ],
  }));
}

/** The shown categories, top level first, each level in the menus' order. */
export async function searchableCategories(db: Db): Promise<SearchableCategory[]> {
  return db
    .select({
      id: categories.id,
      level: categories.level,
      name: categories.name,
      popular: categories.popular,
    })
    .from(categories)
    .where(shownCategory)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
}
