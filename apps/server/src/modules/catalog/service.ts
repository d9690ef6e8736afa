import { type api, CODE, centsToDollars, type Lang, pick, shipPromiseOf } from '@printshop/contract';
import { and, asc, type Column, count, desc, eq, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { sanitize } from '../../lib/sanitize.ts';
import { shopCalendar } from '../content/shop-calendar.ts';
import { optionGroups } from './options.ts';
import {
  listItemColumns,
  ratingAverage,
  ratingCount,
  stars,
  summaryColumns,
  toListItem,
  toSummary,
} from './product-tiles.ts';
import { reviewColumns, shownReview, toReview } from './review-rows.ts';
import { shownCategory } from './shown-categories.ts';
import { categories, products, reviews, skus } from './tables.ts';

export { type CategoryNode, categoryTree } from './category-tree.ts';

/** Paths of every catalog page, for the sitemap. */
export async function catalogPaths(db: Db): Promise<string[]> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: categories.id, level: categories.level })
      .from(categories)
      .where(shownCategory)
      .orderBy(asc(categories.id)),
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

export interface Page {
  /** The page number, from 1 (docs/product.md calls it pagesize). */
  pagesize: number;
  /** The page size (docs/product.md calls it pagenum). */
  pagenum: number;
}

export const offsetOf = ({ pagesize, pagenum }: Page) => (pagesize - 1) * pagenum;

const HOME_LIST_SIZE = 12;

/** The four home carousels: one bounded query each. */
export async function homeProductLists(db: Db, lang: Lang): Promise<api.HomeProducts> {
  const list = (flag: Column) =>
    db
      .select(summaryColumns)
      .from(products)
      .where(and(eq(products.active, true), eq(flag, true)))
      .orderBy(asc(products.sort), asc(products.id))
      .limit(HOME_LIST_SIZE)
      .then((rows) => rows.map((row) => toSummary(row, lang)));
  const [hotlist, newlist, tslist, yhlist] = await Promise.all([
    list(products.topSeller),
    list(products.isNew),
    list(products.featured),
    list(products.bestDeal),
  ]);
  return { hotlist, newlist, tslist, yhlist };
}

/**
 * Three queries however many option groups, values and SKUs the product has, and the shop's
 * calendar for its ship-by date, counted in `timeZone` from now.
 */
export async function productDetail(
  db: Db,
  lang: Lang,
  productNo: string,
  timeZone: string,
): Promise<api.ProductDetail> {
  const [product] = await db
    .select({
      id: products.id,
      productNo: products.productNo,
      categoryId: products.categoryId,
      name: products.name,
      remark: products.remark,
      serverContent: products.serverContent,
      featureTags: products.featureTags,
      images: products.images,
      overview: products.overview,
      trimWidthMm: products.trimWidthMm,
      trimHeightMm: products.trimHeightMm,
      bleedMm: products.bleedMm,
      productionDays: products.productionDays,
      ratingAverage,
      ratingCount,
    })
    .from(products)
    .where(and(eq(products.productNo, productNo), eq(products.active, true)));
  if (!product) throw new HttpError(CODE.notFound, 'productNotFound');

  const [groupsByProduct, skuRows, calendar] = await Promise.all([
    optionGroups(db, [product.id]),
    db
      .select({ codes: skus.codes, skuCode: skus.skuCode, priceCents: skus.priceCents })
      .from(skus)
      .where(eq(skus.productId, product.id))
      .orderBy(asc(skus.id)),
    shopCalendar(db, timeZone),
  ]);
  const groups: api.AttributeGroup[] = (groupsByProduct.get(product.id) ?? []).map((group) => ({
    groupName: pick(group.name, lang),
    list: group.values.map((value) => ({
      attributeKey: value.code,
      attributeValue: pick(value.label, lang),
      pages: value.pages,
    })),
  }));

  return {
    productItem: {
      productId: product.id,
      productname: pick(product.name, lang),
      featureTags: pick(product.featureTags, lang),
      startype: stars(product.ratingAverage),
      plnum: product.ratingCount,
      img: product.images.join(','),
      icon: product.images[0] ?? '',
      remark: sanitize(pick(product.remark, lang)),
      product_no: product.productNo,
      server_content: pick(product.serverContent, lang),
      overview: product.overview.map((row) => ({ key: pick(row.key, lang), value: pick(row.value, lang) })),
      categoryId: product.categoryId,
    },
    alist: [{ hash: groups }],
    skulist: skuRows.map((row) => ({
      codes: row.codes,
      price: centsToDollars(row.priceCents),
      skuCode: row.skuCode,
    })),
    printSize:
      product.trimWidthMm === null || product.trimHeightMm === null
        ? null
        : {
            trimWidthMm: product.trimWidthMm,
            trimHeightMm: product.trimHeightMm,
            bleedMm: product.bleedMm ?? 0,
          },
    shipBy: shipPromiseOf(new Date(), product.productionDays, calendar),
  };
}

/**
 * Every shown review of the product, those in the reader's language first, each group newest
 * first, in one query: the left join keeps the product row when it has no reviews, which tells
 * "no reviews" apart from "no such product".
 */
export async function productReviews(db: Db, lang: Lang, productNo: string): Promise<api.Review[]> {
  const rows = await db
    .select({ review: reviewColumns })
    .from(products)
    .leftJoin(reviews, and(eq(reviews.productId, products.id), shownReview))
    .where(and(eq(products.productNo, productNo), eq(products.active, true)))
    .orderBy(desc(sql`${reviews.lang} = ${lang}`), desc(reviews.createdAt), desc(reviews.id));
  if (rows.length === 0) throw new HttpError(CODE.notFound, 'productNotFound');
  return rows.flatMap((row) => (row.review ? [toReview(row.review)] : []));
}

interface CategoryPageInput extends Page {
  pid: number;
  level: 1 | 2;
}

/**
 * A category and one page of its products. A level-1 category has no products of its own: it
 * lists those of its shown children, grouped in the children's order. Asking for a category with
 * the wrong level, or a hidden one (or one under a hidden parent), is a 404, so a page URL names
 * exactly one shown category.
 */
export async function categoryPage(db: Db, lang: Lang, input: CategoryPageInput): Promise<api.CategoryPage> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(shownCategory, or(eq(categories.id, input.pid), eq(categories.parentId, input.pid))))
    .orderBy(asc(categories.sort), asc(categories.id));
  const category = rows.find((row) => row.id === input.pid);
  if (!category || category.level !== input.level) throw new HttpError(CODE.notFound, 'categoryNotFound');
  const children = rows.filter((row) => row.parentId === category.id);

  const type: api.CategoryPage['type'] = {
    id: category.id,
    typeName: pick(category.name, lang),
    img: category.img,
    remark: pick(category.remark, lang),
    content: sanitize(pick(category.content, lang)),
    level: category.level,
    parentId: category.parentId,
    children: children.map((child) => ({ id: child.id, typeName: pick(child.name, lang) })),
  };

  const categoryIds = category.level === 1 ? children.map((child) => child.id) : [category.id];
  if (categoryIds.length === 0) return { type, productList: [], total: 0 };
  const where = and(eq(products.active, true), inArray(products.categoryId, categoryIds));
  const [productRows, [counted]] = await Promise.all([
    db
      .select(listItemColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(asc(categories.sort), asc(products.sort), asc(products.id))
      .limit(input.pagenum)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    type,
    productList: productRows.map((row) => toListItem(row, lang)),
    total: counted?.total ?? 0,
  };
}

export {
  describeSkus,
  findSku,
  type SkuDescription,
  type SkuStanding,
  skuStanding,
  soleSku,
} from './skus.ts';

/**
 * The production days of the product whose id `productId` holds, as SQL, so another module can
 * set due dates for many items in one statement.
 */
export const productionDaysOf = (productId: SQLWrapper) =>
  sql`(select ${products.productionDays} from ${products} where ${products.id} = ${productId})`;
