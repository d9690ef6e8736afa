/**
 * The shop's clock: days and times in its time zone (config.shopTimeZone), as YYYY-MM-DD strings,
 * for the server's reports and the ship-by rules alike (docs/staff.md, decision 087).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type ClockFields = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/**
 * One formatter per zone, made once: making one costs about 50 µs, eight times a formatting, and a
 * cart's ship-by date reads the clock five times. The shop has one zone; browsers their own.
 */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The calendar and clock fields of `time` in `timeZone`, two digits each (four for the year). */
export function clockIn(time: Date, timeZone: string): ClockFields {
  const parts = clockOf(timeZone).formatToParts(time);
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as ClockFields;
}

/** Each zone's name, made once: the first costs about 20 ms, loading the names of every zone. */
const zoneNames = new Map<string, string>();

/**
 * The zone's short English name beside a time, `PT` (its offset, `GMT+8`, where it has no name):
 * the server names it, so a phone never loads the names of every zone to show one time.
 */
export function zoneNameOf(timeZone: string): string {
  let name = zoneNames.get(timeZone);
  if (name === undefined) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      timeZoneName: 'shortGeneric',
    }).formatToParts();
    name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    zoneNames.set(timeZone, name);
  }
  return name;
}

/** YYYY-MM-DD of the day `time` falls in, in `timeZone`. */
export function shopDay(time: Date, timeZone: string): string {
  const { year, month, day } = clockIn(time, timeZone);
  return `${year}-${month}-${day}`;
}

/** `2026-03-14 09:30:00`, the wall-clock time in `timeZone`: what a spreadsheet reads as a date and time. */
export function shopDateTime(time: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = clockIn(time, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** The YYYY-MM-DD day `days` days after `day` (before, when negative): calendar days, whatever the zone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
