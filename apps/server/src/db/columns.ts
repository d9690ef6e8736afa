import type { LocalizedList, LocalizedText } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Shopper-facing text, one entry per language; readers fall back to en. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
export const localizedList = (name: string) => jsonb(name).$type<LocalizedList>().notNull();

/** Money is always integer cents in the database. */
export const cents = (name: string) => integer(name).notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
