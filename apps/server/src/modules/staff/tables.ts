import type { admin, Lang } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** The people who run the shop: never customers, never logged in with a customer's token. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<admin.StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /** What the member chose to be mailed of; none until they choose. */
    notices: text('notices').array().$type<admin.StaffNotice[]>().notNull().default([]),
    /** The language the member last used the back office in: their mails are written in it. */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

/** A staff session: only the cookie's hash is kept; it ends after 12 idle hours. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);
