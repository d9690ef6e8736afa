import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** One line of an offer: what is made, how many, and the price of the whole line in cents. */
export interface OfferLine {
  title: string;
  quantity: number;
  priceCents: number;
}

export const quotes = pgTable(
  'quotes',
  {
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
    /** new, offered, accepted, declined; an offer past offerValidUntil reads as expired. */
    status: text('status').$type<'new' | 'offered' | 'accepted' | 'declined'>().notNull().default('new'),
    offerLines: jsonb('offer_lines').$type<OfferLine[]>(),
    offerMessage: text('offer_message'),
    /** The last moment the offer can be accepted. */
    offerValidUntil: timestamp('offer_valid_until', { withTimezone: true }),
    /** SHA-256 of the random key in the offer's link: the link itself is never stored. */
    offerKeyHash: text('offer_key_hash').unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offeredBy: integer('offered_by'),
    declineMessage: text('decline_message'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** The order an accepted offer became. */
    orderId: integer('order_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('quotes_status_idx').on(t.status, t.createdAt)],
);
