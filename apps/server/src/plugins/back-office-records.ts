import { admin } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { products } from '../modules/catalog/tables.ts';
import { articles, blogPosts } from '../modules/content/tables.ts';
import { members } from '../modules/identity/tables.ts';
import { contactMessages } from '../modules/messages/tables.ts';
import { orders } from '../modules/orders/tables.ts';
import { quotes } from '../modules/quotes/tables.ts';

/** A screen of one record: the call's own input schema for its address, and the record's key. */
interface RecordScreen {
  input: z.ZodType<Record<string, unknown>>;
  table: PgTable;
  key: PgColumn;
  /** The parsed input's field that holds the key. */
  field: string;
}

const byId = (input: RecordScreen['input'], table: PgTable, key: PgColumn): RecordScreen => ({
  input,
  table,
  key,
  field: 'id',
});
const product: RecordScreen = {
  input: admin.adminProduct.input,
  table: products,
  key: products.productNo,
  field: 'productNo',
};

/** The back office's screens of one record each, whose direct load answers 404 for no such record. */
export const RECORD_SCREENS: Partial<Record<admin.AdminScreenName, RecordScreen>> = {
  order: byId(admin.adminOrderDetail.input, orders, orders.id),
  customer: byId(admin.adminCustomerDetail.input, members, members.id),
  message: byId(admin.adminMessageDetail.input, contactMessages, contactMessages.id),
  quote: byId(admin.adminQuoteDetail.input, quotes, quotes.id),
  article: byId(admin.adminArticleDetail.input, articles, articles.id),
  blogPost: byId(admin.adminBlogPostDetail.input, blogPosts, blogPosts.id),
  product,
  productPrices: product,
};

/** Whether the record with this key exists: one read through its primary or unique key. */
export async function recordExists(
  db: Db,
  screen: RecordScreen,
  params: Record<string, unknown>,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(screen.table)
    .where(eq(screen.key, params[screen.field]))
    .limit(1);
  return row !== undefined;
}
