import { addDays } from '@printshop/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The back office counts days in the shop's time zone (config.shopTimeZone, SHOP_TIME_ZONE): its
 * date filters, its dashboard's chart, its CSV export and its job tickets, as its screens show
 * them (docs/staff.md#orders-the-dashboard-and-the-audit-log).
 */

export { addDays, shopDateTime, shopDay } from '@printshop/contract';

/**
 * The first instant of a YYYY-MM-DD day in `timeZone`, moved by `plusDays` days, for comparing a
 * timestamptz column with: PostgreSQL knows when each zone's clocks change, so a day of 23 or 25
 * hours ends where it should.
 */
export function startOfShopDay(day: string, timeZone: string, plusDays = 0): SQL {
  return sql`((${addDays(day, plusDays)}::date)::timestamp at time zone ${timeZone})`;
}

/** `column`'s day in `timeZone`, YYYY-MM-DD. */
export function shopDayOf(column: AnyColumn, timeZone: string): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
}
