import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Contact-form messages (docs/product.md addSuggestion). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  companyName: text('company_name').notNull().default(''),
  content: text('content').notNull(),
  lang: text('lang').notNull(),
  createdAt: createdAt(),
});
