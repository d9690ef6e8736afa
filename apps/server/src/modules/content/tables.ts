import { integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { localized } from '../../db/columns.ts';

/** Numbered articles (docs/product.md: 8 terms ... 19 colour difference) and design-service entries. */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  /** 'page' articles are addressed by their number (= id); 'design' ones list on /designService. */
  kind: text('kind').$type<'page' | 'design'>().notNull(),
  sort: integer('sort').notNull().default(0),
  title: localized('title'),
  subheading: localized('subheading'),
  img: text('img'),
  content: localized('content'),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  title: localized('title'),
});

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  subheading: localized('subheading'),
  img: text('img').notNull(),
  content: localized('content'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** A draft is seen only in the back office; a published post shows from its publish date on. */
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
});

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] })],
);

/** Shop-wide texts and images (header title, phone, banners, video) as one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull(),
  name: text('name').notNull(),
  img: text('img').notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  img: text('img').notNull(),
  author: text('author').notNull(),
  title: localized('title'),
  content: localized('content'),
  fraction: smallint('fraction').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Texts every product page shares: 'notice' tiles (notes for completion), 'step' (ordering
 * process), 'precaution' and 'aftersales' (HTML in remark).
 */
export const productNotices = pgTable('product_notices', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'notice' | 'step' | 'precaution' | 'aftersales'>().notNull(),
  sort: integer('sort').notNull(),
  img: text('img'),
  title: localized('title'),
  remark: localized('remark'),
});
