import {
  type admin,
  DEFAULT_CUTOFF,
  type ShipPromise,
  type ShopCalendar,
  shipPromiseOf,
} from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editedContentCache } from '../../lib/cache.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { siteSettings } from './tables.ts';

/** The daily cut-off and the holidays live in the site settings under a key of their own, beside 'site'. */
const CALENDAR_KEY = 'calendar';

/** A shop seeded before it had a calendar: noon, and no holidays besides weekends. */
const UNSET: admin.ShopCalendarSettings = { cutoff: DEFAULT_CUTOFF, holidays: [] };

/**
 * The cut-off and holidays as stored, or the default where they never were. `lock` holds their
 * row until the transaction ends, so an edit's audit row has what it replaced.
 */
export async function readCalendarSettings(
  db: Db,
  { lock = false } = {},
): Promise<admin.ShopCalendarSettings> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.key, CALENDAR_KEY));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (row.value as admin.ShopCalendarSettings) : UNSET;
}

/** Stores the calendar with its holidays oldest first. */
export async function writeCalendarSettings(db: Db, settings: admin.ShopCalendarSettings): Promise<void> {
  const value = {
    ...settings,
    holidays: [...settings.holidays].sort((a, b) => a.date.localeCompare(b.date)),
  };
  await db
    .insert(siteSettings)
    .values({ key: CALENDAR_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** The calendar ship-by dates are counted on, in the shop's time zone (config.shopTimeZone). */
export async function shopCalendar(db: Db, timeZone: string): Promise<ShopCalendar> {
  const { cutoff, holidays } = await readCalendarSettings(db);
  return { cutoff, timeZone, holidays: holidays.map((holiday) => holiday.date) };
}

/**
 * The calendar as this process keeps it between staff edits, which empty it in every process
 * (lib/change-feed.ts): the cart and the checkout show a ship-by date at every request. Placing
 * an order reads the stored calendar itself.
 */
export function keptShopCalendar(db: Db, changes: ChangeFeed, timeZone: string): () => Promise<ShopCalendar> {
  const kept = editedContentCache(changes, 1);
  return () => kept.get([CALENDAR_KEY], () => shopCalendar(db, timeZone));
}

const MINUTE_MS = 60_000;

/** Each kept calendar's promises of the current minute, by production days. */
const promisesOfMinute = new WeakMap<ShopCalendar, { minute: number; byDays: Map<number, ShipPromise> }>();

/**
 * shipPromiseOf for an order placed now. The answer changes only from one minute to the next (the
 * cut-off is a minute of the day), so it is worked out once a minute per calendar and production
 * days: the cart and the checkout show one at every request, and reading the clock three times
 * was a tenth of a cart's time.
 */
export function shipPromiseNow(productionDays: number, calendar: ShopCalendar): ShipPromise {
  const now = new Date();
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  let kept = promisesOfMinute.get(calendar);
  if (kept?.minute !== minute) {
    kept = { minute, byDays: new Map() };
    promisesOfMinute.set(calendar, kept);
  }
  let promise = kept.byDays.get(productionDays);
  if (!promise) {
    promise = shipPromiseOf(now, productionDays, calendar);
    kept.byDays.set(productionDays, promise);
  }
  return promise;
}
