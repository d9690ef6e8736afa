import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters, in the database so every app process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
