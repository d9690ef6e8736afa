import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    nickname: text('nickname').notNull(),
    mobile: text('mobile').notNull(),
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    /** Set when staff disable the account: its sessions end and it can no longer log in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_email_lower').on(sql`lower(${t.email})`),
    // The back office finds customers by any part of their email or full name (pg_trgm); the
    // name's expression is the one identity/customers.ts searches.
    index('members_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('members_name_trgm_idx').using('gin', sql`(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`),
  ],
);

/** Only a SHA-256 of the token is kept, so a leaked table cannot log anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Staff's internal notes on a customer; never shown to the customer. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    staffId: integer('staff_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_member_idx').on(t.memberId)],
);
