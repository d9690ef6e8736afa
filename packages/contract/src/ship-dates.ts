import { z } from 'zod';
import { addDays, clockIn, zoneNameOf } from './shop-clock.ts';

/**
 * When an order placed now ships, and when it arrives: production days and transit days are
 * business days (no Saturday, Sunday or shop holiday), and a day's orders close at the shop's
 * daily cut-off (docs/decisions/087-an-order-ships-after-its-production-days-counted-in-business-days-from-the-cut-off.md).
 * Days are YYYY-MM-DD in the shop's time zone.
 */

/** The shop's working calendar. */
export interface ShopCalendar {
  /** HH:MM on a 24-hour clock: an order placed at or after it starts production the next business day. */
  cutoff: string;
  /** The IANA zone the shop's days and cut-off are in (America/Los_Angeles). */
  timeZone: string;
  /** YYYY-MM-DD days the shop is closed, besides Saturdays and Sundays. */
  holidays: readonly string[];
}

/** The cut-off a shop has before its owner chooses one. */
export const DEFAULT_CUTOFF = '12:00';

/** A day and the minute of it (0 to 1439) that `time` is in `timeZone`. */
function wallClock(time: Date, timeZone: string): { day: string; minute: number } {
  const { year, month, day, hour, minute } = clockIn(time, timeZone);
  return { day: `${year}-${month}-${day}`, minute: Number(hour) * 60 + Number(minute) };
}

/** Minutes after midnight of an HH:MM time. */
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Not a Saturday, a Sunday or one of `holidays`. */
export function isBusinessDay(day: string, holidays: readonly string[]): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(day);
}

/** The business day `count` business days after `day` (`day` itself for 0). */
export function addBusinessDays(day: string, count: number, holidays: readonly string[]): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current, holidays)) left -= 1;
  }
  return current;
}

/** The first production day of an order placed at the wall-clock `today`: firstProductionDay. */
function firstDayFrom(today: { day: string; minute: number }, calendar: ShopCalendar): string {
  if (isBusinessDay(today.day, calendar.holidays) && today.minute < minuteOf(calendar.cutoff))
    return today.day;
  return addBusinessDays(today.day, 1, calendar.holidays);
}

/**
 * The first production day of an order placed at `now`: today when today is a business day and
 * the cut-off has not come yet, else the next business day.
 */
export function firstProductionDay(now: Date, calendar: ShopCalendar): string {
  return firstDayFrom(wallClock(now, calendar.timeZone), calendar);
}

/** The day an order whose first production day is `start` ships: at the end of its `productionDays`-th. */
function shipDayFrom(start: string, productionDays: number, calendar: ShopCalendar): string {
  return addBusinessDays(start, Math.max(productionDays, 1) - 1, calendar.holidays);
}

/** The day an order placed at `now` ships: at the end of its `productionDays`-th production day. */
export function shipDay(now: Date, productionDays: number, calendar: ShopCalendar): string {
  return shipDayFrom(firstProductionDay(now, calendar), productionDays, calendar);
}

/** A shipping method's transit time: fewest and most business days from shipping to the door. */
export interface TransitDays {
  minDays: number;
  maxDays: number;
}

/** The first and last day a parcel shipped on `shipped` may arrive. */
export function deliveryWindow(
  shipped: string,
  transit: TransitDays,
  holidays: readonly string[],
): { from: string; to: string } {
  return {
    from: addBusinessDays(shipped, transit.minDays, holidays),
    to: addBusinessDays(shipped, transit.maxDays, holidays),
  };
}

/**
 * The instant a wall-clock time of a day is in `timeZone`. The zone's offset is read at a first
 * guess and read again where the guess landed, so a day whose clocks change lands right.
 */
export function instantOf(day: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${day}T${time}:00Z`);
  let guess = wanted;
  for (let step = 0; step < 2; step += 1) {
    const seen = wallClock(new Date(guess), timeZone);
    guess += wanted - Date.parse(`${seen.day}T00:00:00Z`) - seen.minute * 60_000;
  }
  return new Date(guess);
}

const isoDay = z.iso.date().describe("YYYY-MM-DD, a day in the shop's time zone");

/** What the storefront tells a shopper about an order placed now. */
export const shipPromise = z.object({
  orderBy: z
    .string()
    .describe('ISO 8601 date and time in UTC: the cut-off an order must beat to ship on `ships`'),
  orderByToday: z.boolean().describe('Whether `orderBy` is today in the shop’s time zone'),
  ships: isoDay.describe('The day the order ships'),
  timeZone: z.string().describe('The shop’s time zone, to show `orderBy` in'),
  /** `orderBy` on the shop's clock, as a page shows it without reading the zone's rules. */
  orderByDay: isoDay.describe('The day of `orderBy`'),
  orderByTime: z.string().describe('The time of `orderBy` on the shop’s clock, HH:MM'),
  timeZoneName: z.string().describe('The zone’s short English name to show beside that time: PT'),
});
export type ShipPromise = z.infer<typeof shipPromise>;

/**
 * The promise of an order placed at `now` that takes `productionDays`. The clock is read once for
 * `now`: the cart and the checkout make one at every request, and a reading costs about 8 µs.
 */
export function shipPromiseOf(now: Date, productionDays: number, calendar: ShopCalendar): ShipPromise {
  const today = wallClock(now, calendar.timeZone);
  const start = firstDayFrom(today, calendar);
  return {
    orderBy: instantOf(start, calendar.cutoff, calendar.timeZone).toISOString(),
    orderByToday: start === today.day,
    ships: shipDayFrom(start, productionDays, calendar),
    timeZone: calendar.timeZone,
    orderByDay: start,
    orderByTime: calendar.cutoff,
    timeZoneName: zoneNameOf(calendar.timeZone),
  };
}

/** The first and last day a parcel may arrive, for the storefront. */
export const deliveryDays = z.object({ from: isoDay, to: isoDay });
export type DeliveryDays = z.infer<typeof deliveryDays>;
