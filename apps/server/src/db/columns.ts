import type { LocalizedList, LocalizedText } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import { bigint, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Shopper-facing text, one entry per language; readers fall back to en. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
export const localizedList = (name: string) => jsonb(name).$type<LocalizedList>().notNull();

/**
 * Money is always integer cents in the database, as bigint: a line of MAX_CART_QTY pieces of a
 * dear SKU is more than 2^31 cents. Read as a JS number, exact up to Number.MAX_SAFE_INTEGER.
 */
export const optionalCents = (name: string) => bigint(name, { mode: 'number' });
export const cents = (name: string) => optionalCents(name).notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
