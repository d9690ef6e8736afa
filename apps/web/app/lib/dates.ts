import type { Lang, ShipPromise } from '@printshop/contract';

const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');

/** The formats of days and times the shop shows, each read as UTC (see formatDate). */
const FORMATS = {
  date: (lang: Lang) => ({ year: 'numeric', month: lang === 'zh' ? 'long' : 'short', day: 'numeric' }),
  shortDay: (lang: Lang) => ({ weekday: 'short', month: lang === 'zh' ? 'long' : 'short', day: 'numeric' }),
  weekday: () => ({ weekday: 'long' }),
  time: () => ({ hour: 'numeric', minute: '2-digit' }),
} satisfies Record<string, (lang: Lang) => Intl.DateTimeFormatOptions>;

/**
 * One formatter per format and language, made once: making one costs a phone a few milliseconds,
 * and the home page's comments made one per date (a fifth of a second on a slow phone).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(format: keyof typeof FORMATS, lang: Lang): Intl.DateTimeFormat {
  const key = `${format}:${lang}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale(lang), { ...FORMATS[format](lang), timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `2026-01-15` (the API's dates) as `Jan 15, 2026` or `2026年1月15日`. Read as UTC, so the
 * server's HTML and the browser's render agree whatever their time zones.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatterOf('date', lang).format(date);
}

/** A YYYY-MM-DD day with its weekday, short: `Thu, Dec 3` or `12月3日周四`. Read as UTC, as formatDate. */
export function formatShortDay(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatterOf('shortDay', lang).format(date);
}

/**
 * A ship-by cut-off as the shop's clock shows it, with the zone named so a shopper elsewhere is
 * not misled: `12:00 PM PT` or `12:00 PT`; and the weekday it falls on there. The server gives
 * the day, the time and the zone's name (the English one in both languages: browsers carry other
 * languages' zone names only in part), so a phone never loads the zones' rules to show them.
 */
export function formatShopTime(
  promise: Pick<ShipPromise, 'orderByDay' | 'orderByTime' | 'timeZoneName'>,
  lang: Lang,
): { time: string; weekday: string } {
  const clock = new Date(`1970-01-01T${promise.orderByTime}:00Z`);
  const day = new Date(`${promise.orderByDay}T00:00:00Z`);
  return {
    time: `${formatterOf('time', lang).format(clock)} ${promise.timeZoneName}`,
    weekday: formatterOf('weekday', lang).format(day),
  };
}
