import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Contact-form messages (docs/product.md addSuggestion). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    companyName: text('company_name').notNull().default(''),
    content: text('content').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** The staff member looking after it, if any. */
    assignedTo: integer('assigned_to'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/** Staff's answers to a message, sent by mail and kept in its thread. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull(),
    staffId: integer('staff_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_replies_message_idx').on(t.messageId)],
);
