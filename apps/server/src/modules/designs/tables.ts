import type { DesignLayout, Lang } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`);

/** A layout a design starts from, made by staff for one product (docs/decisions/100). */
export const designTemplates = pgTable(
  'design_templates',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    /** Named in every language: staff write both. */
    name: jsonb('name').$type<Record<Lang, string>>().notNull(),
    layout: jsonb('layout').$type<DesignLayout>().notNull(),
    /** Only a published template is offered in the shop. */
    published: boolean('published').notNull().default(false),
    /** Its place among the product's templates, smallest first. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('design_templates_product_idx').on(t.productId, t.position)],
);

/**
 * A customer's saved design: a member's, or a visitor's named by the SHA-256 of the design key
 * only that visitor holds; never both.
 */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id'),
    visitorKeyHash: text('visitor_key_hash'),
    productId: integer('product_id').notNull(),
    templateId: integer('template_id').references(() => designTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    layout: jsonb('layout').$type<DesignLayout>().notNull(),
    /** The uploads its layout uses (uploadsOfLayout): the upload sweep keeps them, a claim hands them over. */
    uploadUrls: text('upload_urls').array().notNull(),
    /**
     * The print-ready PDF last made of it, stored as the member's upload, and the digest of what it
     * was made from (to-cart.ts): the same design added again reuses it while it is unchanged.
     */
    pdfUrl: text('pdf_url'),
    pdfDigest: text('pdf_digest'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('designs_one_owner', sql`(${t.memberId} is null) <> (${t.visitorKeyHash} is null)`),
    index('designs_member_idx').on(t.memberId, t.updatedAt).where(sql`${t.memberId} is not null`),
    index('designs_visitor_idx')
      .on(t.visitorKeyHash, t.updatedAt)
      .where(sql`${t.visitorKeyHash} is not null`),
    // The hourly prune's: visitors' designs no one has saved for ABANDONED_DESIGN_DAYS.
    index('designs_visitor_age_idx').on(t.updatedAt).where(sql`${t.visitorKeyHash} is not null`),
    index('designs_template_idx').on(t.templateId),
  ],
);
