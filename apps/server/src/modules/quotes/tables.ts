import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id'),
  email: text('email').notNull(),
  appellation: text('appellation').notNull(),
  companyName: text('company_name').notNull().default(''),
  productName: text('product_name').notNull().default(''),
  qty: integer('qty'),
  material: text('material').notNull().default(''),
  processing: text('processing').notNull().default(''),
  dateRequirements: date('date_requirements'),
  content: text('content').notNull(),
  mobile: text('mobile').notNull().default(''),
  fileUrls: text('file_urls').array().notNull(),
  lang: text('lang').notNull(),
  createdAt: createdAt(),
});
