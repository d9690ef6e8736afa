import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The back office counts days in the shop's time zone (config.shopTimeZone, SHOP_TIME_ZONE): its
 * date filters, its dashboard's chart, its CSV export and its job tickets, as its screens show
 * them (docs/staff.md#orders-the-dashboard-and-the-audit-log).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar and clock fields of `time` in `timeZone`, two digits each (four for the year). */
function fieldsIn(
  time: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as ReturnType<typeof fieldsIn>;
}

/** YYYY-MM-DD of the day `time` falls in, in `timeZone`. */
export function shopDay(time: Date, timeZone: string): string {
  const { year, month, day } = fieldsIn(time, timeZone);
  return `${year}-${month}-${day}`;
}

/** `2026-03-14 09:30:00`, the wall-clock time in `timeZone`: what a spreadsheet reads as a date and time. */
export function shopDateTime(time: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = fieldsIn(time, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** The YYYY-MM-DD day `days` days after `day` (before, when negative): calendar days, whatever the zone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
