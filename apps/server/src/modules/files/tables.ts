import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** An uploaded file; id is random and is also its name in storage. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  memberId: integer('member_id'),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});
