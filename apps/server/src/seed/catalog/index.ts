import type { Db } from '../../db/client.ts';
import { basePrices, type SkuPrice, skuMatrix } from '../../modules/catalog/pricing.ts';
import {
  attributeGroups,
  attributeValues,
  categories,
  products,
  reviews,
  skus,
} from '../../modules/catalog/tables.ts';
import { categoryData, categoryImage, subcategoryContent, subcategoryImage } from './categories.ts';
import { productData } from './products.ts';
import type { SeedProduct } from './products-shared.ts';

export { categoryData, productData };

/** Rows per INSERT: large enough to keep round trips few, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

/** The SKU matrix of a demo product, priced from its kind's table scaled by its base factor. */
export function productSkus(product: SeedProduct): SkuPrice[] {
  return skuMatrix(product.productNo, basePrices(product.kind, product.baseFactor), product.groups);
}

/**
 * Inserts the demo catalog: categories (level 1, then level 2 with their parent), products under their
 * level-2 category, attribute groups and values, the full SKU matrix of every product, and (unless
 * told not to) the demo reviews.
 * Ids come back from RETURNING and are matched on natural keys (slug, productNo, product + sort), so
 * nothing depends on the order in which the database returns rows.
 */
export async function seedCatalog(db: Db, { reviews: withReviews = true } = {}): Promise<void> {
  const tops = await db
    .insert(categories)
    .values(
      categoryData.map((c, sort) => ({
        level: 1,
        slug: c.slug,
        sort,
        popular: c.popular,
        name: c.name,
        remark: c.remark,
        content: c.content,
        img: categoryImage(c.slug),
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const topIds = new Map(tops.map((row) => [row.slug, row.id]));

  const subs = await db
    .insert(categories)
    .values(
      categoryData.flatMap((c) =>
        c.children.map((sub, sort) => ({
          parentId: topIds.get(c.slug)!,
          level: 2,
          slug: sub.slug,
          sort,
          popular: false,
          name: sub.name,
          remark: sub.remark,
          content: subcategoryContent(sub),
          img: subcategoryImage(sub.kind),
        })),
      ),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const subIds = new Map(subs.map((row) => [row.slug, row.id]));

  const sortInCategory = new Map<string, number>();
  const productRows = productData.map((p) => {
    const sort = sortInCategory.get(p.category) ?? 0;
    sortInCategory.set(p.category, sort + 1);
    const categoryId = subIds.get(p.category);
    if (categoryId === undefined) throw new Error(`${p.productNo}: unknown category ${p.category}`);
    return {
      productNo: p.productNo,
      categoryId,
      sort,
      name: p.name,
      remark: p.remark,
      serverContent: p.serverContent,
      featureTags: p.featureTags,
      images: p.images,
      overview: p.overview,
      topSeller: p.topSeller,
      featured: p.featured,
      isNew: p.isNew,
      bestDeal: p.bestDeal,
      productionDays: p.productionDays,
    };
  });
  const productIds = new Map<string, number>();
  for (const chunk of chunks(productRows)) {
    const inserted = await db
      .insert(products)
      .values(chunk)
      .returning({ id: products.id, productNo: products.productNo });
    for (const row of inserted) productIds.set(row.productNo, row.id);
  }
  const idOf = (p: SeedProduct) => productIds.get(p.productNo)!;

  const groupRows = productData.flatMap((p) =>
    p.groups.map((g, sort) => ({ productId: idOf(p), sort, name: g.name })),
  );
  const groupIds = new Map<string, number>();
  for (const chunk of chunks(groupRows)) {
    const inserted = await db.insert(attributeGroups).values(chunk).returning({
      id: attributeGroups.id,
      productId: attributeGroups.productId,
      sort: attributeGroups.sort,
    });
    for (const row of inserted) groupIds.set(`${row.productId}:${row.sort}`, row.id);
  }

  const valueRows = productData.flatMap((p) =>
    p.groups.flatMap((g, groupSort) =>
      g.values.map((v, sort) => ({
        groupId: groupIds.get(`${idOf(p)}:${groupSort}`)!,
        sort,
        code: v.code,
        label: v.label,
      })),
    ),
  );
  for (const chunk of chunks(valueRows)) await db.insert(attributeValues).values(chunk);

  const skuRows = productData.flatMap((p) => productSkus(p).map((sku) => ({ productId: idOf(p), ...sku })));
  for (const chunk of chunks(skuRows)) await db.insert(skus).values(chunk);

  const reviewRows = productData.flatMap((p) =>
    p.reviews.map((r) => ({
      productId: idOf(p),
      fraction: r.fraction,
      title: r.title,
      content: r.content,
      author: r.author,
      verified: r.verified,
      lang: r.lang,
      createdAt: new Date(r.createdAt),
    })),
  );
  // Written by made-up customers: a real shop starts without them (DEMO_DATA=off).
  if (withReviews) for (const chunk of chunks(reviewRows)) await db.insert(reviews).values(chunk);
}
