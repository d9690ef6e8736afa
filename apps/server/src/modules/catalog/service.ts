import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from './tables.ts';

export { categoryTree } from './category-tree.ts';

/** Paths of every catalog page, for the sitemap. */
export async function catalogPaths(db: Db): Promise<string[]> {
  const [categoryRows, productRows] = await Promise.all([
    db.select({ id: categories.id, level: categories.level }).from(categories).orderBy(asc(categories.id)),
    db
      .select({ productNo: products.productNo })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id)),
  ]);
  return [
    ...categoryRows.map((c) => `/category?no=${c.id}&level=${c.level}`),
    ...productRows.map((p) => `/product?no=${encodeURIComponent(p.productNo)}`),
  ];
}
