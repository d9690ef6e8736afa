import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * An image staff uploaded for the catalogue or the content (product photos, banners, logos).
 * The original is kept in file storage under `key`; renditions are made from it on demand and
 * served at /media/uploads/<id>.webp like the shop's own drawings.
 */
export const mediaImages = pgTable('media_images', {
  id: text('id').primaryKey(),
  key: text('key').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  staffId: integer('staff_id').notNull(),
  createdAt: createdAt(),
});
