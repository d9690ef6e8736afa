import type { admin, Lang, LocalizedText } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, localized, optionalCents } from '../../db/columns.ts';

/** An address as it was when the order was placed; its places by code, named when read. */
export interface AddressSnapshot {
  email: string;
  firstname: string;
  lastname: string;
  companyName: string;
  countryCode: string;
  provinceCode: string;
  city: string;
  postalcode: string;
  phone: string;
  address: string;
  remark: string;
}

/**
 * What the back office's search finds of a delivery address: its company, phone, the phone's
 * digits alone ("(213) 555-0100" is found as 2135550100) and ZIP code, one per line, so a search's
 * pattern (never holding a line break) matches within one of them. The order list searches this
 * very expression, so its trigram index serves it.
 */
export const shipToSearchText = (address: AnyPgColumn) =>
  sql`(coalesce(${address}->>'companyName', '') || E'\\n' || coalesce(${address}->>'phone', '') || E'\\n' || translate(coalesce(${address}->>'phone', ''), '()-. +', '') || E'\\n' || coalesce(${address}->>'postalcode', ''))`;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').notNull(),
    /** 'pending' until paid, then 'paid'; 'failed' when the last payment attempt was declined. */
    paymentStatus: text('payment_status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    subtotalCents: cents('subtotal_cents'),
    discountCents: cents('discount_cents'),
    taxCents: cents('tax_cents'),
    shippingCents: cents('shipping_cents'),
    totalCents: cents('total_cents'),
    couponCode: text('coupon_code'),
    remark: text('remark').notNull().default(''),
    payType: smallint('pay_type').notNull().default(1),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    /** Makes createOrder idempotent: one order per member and cart state. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when staff cancelled the order; what was paid is refunded (refundedCents). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundedCents: cents('refunded_cents').default(0),
    /** The language the customer shopped in: every mail about the order is in it. */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_paid_idx').on(t.paidAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    // The back office sorts by total, and finds orders by any part of their number (pg_trgm).
    index('orders_total_idx').on(t.totalCents, t.id),
    // Sorts the orders a search found by id without reading them (covering; drizzle has no INCLUDE).
    index('orders_sort_keys_idx').on(t.id, t.createdAt, t.totalCents),
    index('orders_order_no_trgm_idx').using('gin', t.orderNo.op('gin_trgm_ops')),
    index('orders_ship_to_trgm_idx').using('gin', sql`${shipToSearchText(t.shippingAddress)} gin_trgm_ops`),
  ],
);

/** States in which an item is done with production: it can no longer be late (late.ts). */
const FINISHED_STATES = ['shipped', 'delivered', 'cancelled'] as const satisfies readonly admin.ItemState[];
/** The list as SQL literals, so a query repeats order_items_open_due_idx's predicate exactly. */
export const finishedStatesSql = sql.raw(FINISHED_STATES.map((state) => `'${state}'`).join(', '));

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** The cart line it was ordered from, so a repeated createOrder finds this order (null in seeds). */
    cartLineId: integer('cart_line_id'),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    productNo: text('product_no').notNull(),
    productName: localized('product_name'),
    productImg: text('product_img').notNull(),
    attributes: jsonb('attributes').$type<{ key: LocalizedText; value: LocalizedText }[]>().notNull(),
    files: text('files').array().notNull(),
    qty: integer('qty').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    subtotalCents: cents('subtotal_cents'),
    /** sta of docs/product.md: 0 file review, 1 printing, 2 shipping; always stageOf(state). */
    stage: smallint('stage').notNull().default(0),
    /** Where the item is on the production line (admin.ITEM_STATES). */
    state: text('state').$type<admin.ItemState>().notNull().default('awaiting_review'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    /** The day the shop promised the item ships, in the shop's time zone (ship-dates.ts); null before promises. */
    shipBy: date('ship_by', { mode: 'string' }),
    /** When the item is due to ship: the end of its ship-by day in the shop's time zone. */
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_cart_line_idx').on(t.cartLineId),
    index('order_items_state_idx').on(t.state, t.dueAt),
    // The back office finds the orders of products by name (covering: no row is read).
    index('order_items_product_idx').on(t.productId, t.orderId),
    // Items still on the line by due date: the dashboard's late items (late.ts), a small index.
    index('order_items_open_due_idx').on(t.dueAt).where(sql`${t.state} not in (${finishedStatesSql})`),
  ],
);

/** Internal notes staff write on an order; never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    staffId: integer('staff_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** Sales tax in basis points by destination; a row without province applies to the whole country. */
export const taxRates = pgTable('tax_rates', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull(),
  provinceCode: text('province_code'),
  rateBp: integer('rate_bp').notNull(),
});

/** Shipping fee by destination country ('*' for everywhere else), free at or over a subtotal. */
export const shippingRates = pgTable('shipping_rates', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  feeCents: cents('fee_cents'),
  freeOverCents: optionalCents('free_over_cents'),
  /** Business days a parcel takes to arrive once shipped, fewest and most: the delivery window. */
  transitMinDays: smallint('transit_min_days').notNull().default(2),
  transitMaxDays: smallint('transit_max_days').notNull().default(5),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Percent (1-100) or cents. */
    value: integer('value').notNull(),
    minSubtotalCents: cents('min_subtotal_cents').default(0),
    /** The first instant it can be used (the start of a day in the shop's time zone), or null. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The first instant it can no longer be used (the end of its last day), or null. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    /** How many orders one member may place with it, or null for no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Switched off by an owner: the checkout knows it no more. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  // Shoppers type a code in any case: two codes that differ only by case would be one.
  (t) => [uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`)],
);
