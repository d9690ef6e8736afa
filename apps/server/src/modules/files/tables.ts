import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { Finding } from './preflight/facts.ts';

/** An uploaded file; id is random and is also its name in storage. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  memberId: integer('member_id'),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** A PDF's page count; null for an image. */
  pages: integer('pages'),
  /** The storage key of its preview image (an image's rendition or a PDF's first page); null until its preview job made it, and for files stored before previews. */
  previewKey: text('preview_key'),
  /** The product it was uploaded for, whose print size its preflight was checked against. */
  productNo: text('product_no'),
  /** What its preflight found, computed once at upload (preflight/checks.ts); null before preflights and for proofs. */
  preflight: jsonb('preflight').$type<Finding[]>(),
  createdAt: createdAt(),
});
