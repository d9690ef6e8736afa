import type { LocalizedText } from '@printshop/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, localized, localizedList } from '../../db/columns.ts';

/** Two levels: level 1 has no parent, level 2 belongs to a level-1 category. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    slug: text('slug').notNull().unique(),
    sort: integer('sort').notNull().default(0),
    popular: boolean('popular').notNull().default(false),
    name: localized('name'),
    remark: localized('remark'),
    content: localized('content'),
    img: text('img').notNull(),
    /** Hidden categories leave the storefront's menus and pages; a category with products is hidden, never deleted. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productNo: text('product_no').notNull().unique(),
    categoryId: integer('category_id').notNull(),
    sort: integer('sort').notNull().default(0),
    name: localized('name'),
    remark: localized('remark'),
    serverContent: localized('server_content'),
    featureTags: localizedList('feature_tags'),
    /** Image URLs, the first is the icon. */
    images: text('images').array().notNull(),
    overview: jsonb('overview').$type<{ key: LocalizedText; value: LocalizedText }[]>().notNull(),
    topSeller: boolean('top_seller').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    bestDeal: boolean('best_deal').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Days from payment to shipping: an item is late after its paid date plus these. */
    productionDays: smallint('production_days').notNull().default(3),
    /** The printed piece's trimmed size and the bleed around it, in millimetres: what artwork is checked against. */
    trimWidthMm: real('trim_width_mm'),
    trimHeightMm: real('trim_height_mm'),
    bleedMm: real('bleed_mm'),
    createdAt: createdAt(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

export const attributeGroups = pgTable(
  'attribute_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    sort: integer('sort').notNull(),
    name: localized('name'),
  },
  (t) => [index('attribute_groups_product_idx').on(t.productId)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull(),
    sort: integer('sort').notNull(),
    /** attributeKey of docs/product.md: unique within the product, concatenated into SKU codes. */
    code: text('code').notNull(),
    label: localized('label'),
    /** The printed pages or sides this choice means (front and back: 2), checked against a PDF's page count; null when it says none. */
    pages: smallint('pages'),
  },
  (t) => [index('attribute_values_group_idx').on(t.groupId)],
);

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    /** The chosen attribute codes concatenated in group order. */
    codes: text('codes').notNull(),
    skuCode: text('sku_code').notNull().unique(),
    priceCents: cents('price_cents'),
  },
  (t) => [unique('skus_product_codes').on(t.productId, t.codes)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    fraction: smallint('fraction').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    verified: boolean('verified').notNull().default(true),
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    /** The buyer and the delivered item a review is of (null for the demo's reviews): one per item. */
    memberId: integer('member_id'),
    orderItemId: integer('order_item_id').unique(),
    /** Hidden by staff: kept, but no longer shown or counted. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('reviews_product_idx').on(t.productId)],
);
