import type { admin, api } from '@printshop/contract';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * One row per step of an order item on the production line (docs/product.md#production): who
 * moved it (a staff member, or the customer answering a proof), from which state, and why.
 * The item's own state is the truth; this is its history, written in the same transaction.
 */
export const itemEvents = pgTable(
  'item_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    itemId: integer('item_id').notNull(),
    move: text('move').$type<admin.ItemMove>().notNull(),
    fromState: text('from_state').$type<admin.ItemState>().notNull(),
    toState: text('to_state').$type<admin.ItemState>().notNull(),
    staffId: integer('staff_id'),
    memberId: integer('member_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_events_order_idx').on(t.orderId, t.createdAt),
    index('item_events_item_idx').on(t.itemId),
  ],
);

/**
 * A proof staff sent for an item: v1, v2, ... all kept. The customer approves it (final, with
 * member, time and address) or asks for changes with a comment and perhaps a new design file.
 */
export const proofs = pgTable(
  'proofs',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull(),
    version: integer('version').notNull(),
    /** Where the proof file is served (/uploads/...), image or PDF. */
    fileUrl: text('file_url').notNull(),
    /** An image of the proof (the PDF's first page), for the customer's page. */
    previewUrl: text('preview_url').notNull(),
    mime: text('mime').notNull(),
    message: text('message').notNull().default(''),
    state: text('state').$type<api.ProofState>().notNull(),
    staffId: integer('staff_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by'),
    answerIp: text('answer_ip'),
    comment: text('comment'),
    /** The design file the customer sent with their changes, if any. */
    newFileUrl: text('new_file_url'),
    /** When the customer was reminded of this proof still waiting for them (once: proof-reminders.ts). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('proofs_item_version_idx').on(t.itemId, t.version)],
);
