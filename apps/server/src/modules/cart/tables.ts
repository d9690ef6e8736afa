import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** A cart line is one SKU of a product with its own design files; the price is looked up, never stored. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    qty: integer('qty').notNull(),
    designFiles: text('design_files').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_lines_member_idx').on(t.memberId)],
);
