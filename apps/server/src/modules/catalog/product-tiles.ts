import { type api, centsToDollars, type Lang, pick } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import { shownReview } from './review-rows.ts';
import { products, reviews, skus } from './tables.ts';

/*
 * Per-product aggregates as correlated subqueries, so a page of tiles is one statement whatever its
 * length (no query per product); the product_id indexes of skus and reviews serve them, and hidden
 * reviews count for nothing. The outer
 * id is spelt out because Drizzle leaves columns unqualified in single-table selects, where a bare
 * "id" inside the subquery would mean the inner table's id.
 */
const outerProductId = sql.raw('"products"."id"');
const minPriceCents = sql<
  number | null
>`(select min(${skus.priceCents}) from ${skus} where ${skus.productId} = ${outerProductId})`.mapWith(
  skus.priceCents,
);
export const ratingAverage = sql<
  number | null
>`(select avg(${reviews.fraction})::float8 from ${reviews} where ${reviews.productId} = ${outerProductId} and ${shownReview})`;
export const ratingCount = sql<number>`(select count(*)::int from ${reviews} where ${reviews.productId} = ${outerProductId} and ${shownReview})`;

export const summaryColumns = {
  productNo: products.productNo,
  name: products.name,
  featureTags: products.featureTags,
  images: products.images,
  minPriceCents,
};
export const listItemColumns = { ...summaryColumns, ratingAverage, ratingCount };

type SummaryRow = {
  productNo: string;
  name: typeof products.$inferSelect.name;
  featureTags: typeof products.$inferSelect.featureTags;
  images: string[];
  minPriceCents: number | null;
};
export type ListItemRow = SummaryRow & { ratingAverage: number | null; ratingCount: number };

/** Average stars with one decimal; 0 when there are no reviews. */
export const stars = (average: number | null) => (average === null ? 0 : Math.round(average * 10) / 10);

export function toSummary(row: SummaryRow, lang: Lang): api.ProductSummary {
  return {
    product_no: row.productNo,
    productname: pick(row.name, lang),
    icon: row.images[0] ?? '',
    featureTags: pick(row.featureTags, lang),
    price: centsToDollars(row.minPriceCents ?? 0),
  };
}

export function toListItem(row: ListItemRow, lang: Lang): api.ProductListItem {
  return { ...toSummary(row, lang), startype: stars(row.ratingAverage), plnum: row.ratingCount };
}
