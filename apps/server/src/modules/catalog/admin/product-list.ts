import {
  type admin,
  centsToDollars,
  type InputOf,
  type Lang,
  type OutputOf,
  pick,
} from '@printshop/contract';
import { and, asc, count, eq, inArray, max, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { escapeLike, ilikeEscaped } from '../../../db/like.ts';
import { categories, products, skus } from '../tables.ts';

type ListInput = InputOf<typeof admin.adminProductList>;

/** Every category as the filter names it: "Parent / Child" for a subcategory, in tree order. */
export async function categoryNames(db: Db, lang: Lang): Promise<admin.ProductCategory[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  return rows
    .filter((row) => row.level === 1)
    .flatMap((row) => [
      { id: row.id, name: pick(row.name, lang), level: 1 },
      ...rows
        .filter((candidate) => candidate.parentId === row.id)
        .map((child) => ({
          id: child.id,
          name: `${pick(row.name, lang)} / ${pick(child.name, lang)}`,
          level: 2,
        })),
    ]);
}

function listFilter(input: ListInput): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (input.q) {
    const pattern = `%${escapeLike(input.q)}%`;
    conditions.push(
      or(
        ilikeEscaped(products.productNo, pattern),
        ilikeEscaped(sql`(${products.name}->>'en')`, pattern),
        ilikeEscaped(sql`(${products.name}->>'zh')`, pattern),
      ),
    );
  }
  if (input.categoryId !== undefined) {
    const children = sql`(select ${categories.id} from ${categories} where ${categories.parentId} = ${input.categoryId})`;
    conditions.push(or(eq(products.categoryId, input.categoryId), inArray(products.categoryId, children)));
  }
  if (input.visibility) conditions.push(eq(products.active, input.visibility === 'shown'));
  return and(...conditions);
}

/** A page of products with their price range, in category and shelf order: three queries. */
export async function productList(
  db: Db,
  lang: Lang,
  input: ListInput,
): Promise<OutputOf<typeof admin.adminProductList>> {
  const where = listFilter(input);
  const prices = db
    .select({
      productId: skus.productId,
      n: count().as('n'),
      low: min(skus.priceCents).as('low'),
      high: max(skus.priceCents).as('high'),
    })
    .from(skus)
    .groupBy(skus.productId)
    .as('prices');
  const [named, rows, [total]] = await Promise.all([
    categoryNames(db, lang),
    db
      .select({
        productNo: products.productNo,
        name: products.name,
        categoryId: products.categoryId,
        images: products.images,
        active: products.active,
        skuCount: prices.n,
        low: prices.low,
        high: prices.high,
      })
      .from(products)
      .leftJoin(prices, eq(prices.productId, products.id))
      .where(where)
      .orderBy(asc(products.categoryId), asc(products.sort), asc(products.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const names = new Map(named.map((category) => [category.id, category.name]));
  return {
    list: rows.map((row) => ({
      productNo: row.productNo,
      name: pick(row.name, lang),
      category: names.get(row.categoryId) ?? '',
      image: row.images[0] ?? '',
      active: row.active,
      skuCount: Number(row.skuCount ?? 0),
      minPrice: row.low === null ? null : centsToDollars(Number(row.low)),
      maxPrice: row.high === null ? null : centsToDollars(Number(row.high)),
    })),
    total: total?.n ?? 0,
    categories: named,
  };
}
