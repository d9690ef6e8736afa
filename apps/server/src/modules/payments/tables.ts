import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';

/**
 * One row per payment intent at a provider (an order normally has one; a failed attempt can be
 * retried on the same intent). Card data never reaches this table.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    intentId: text('intent_id').notNull().unique(),
    status: text('status').$type<'created' | 'succeeded' | 'failed'>().notNull(),
    amountCents: cents('amount_cents'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Webhook events already handled, so a replayed event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  orderId: integer('order_id'),
  createdAt: createdAt(),
});

/**
 * Money given back on an order apart from a cancellation: an owner's refund of an amount or of
 * some items. `requestId` is the refund dialog's own key, so a double click or a retry of one
 * refund gives back once; each row is one refund at the provider, keyed by its id there.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    requestId: text('request_id').notNull(),
    amountCents: cents('amount_cents'),
    /** The items the refund was for; empty for an amount. */
    itemIds: integer('item_ids').array().notNull().default([]),
    reason: text('reason').notNull(),
    staffId: integer('staff_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_request_idx').on(t.orderId, t.requestId)],
);
