/** The back office counts days in UTC, the shop's time (docs/orders.md): filters and charts alike. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of the UTC day `time` falls in. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The start of a YYYY-MM-DD day in UTC, moved by `plusDays` days. */
export function startOfUtcDay(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS);
}
