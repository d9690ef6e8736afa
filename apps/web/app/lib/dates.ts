import type { Lang, ShipPromise } from '@printshop/contract';

/**
 * The shop writes days and times in its two languages from these tables rather than through
 * Intl.DateTimeFormat: making one formatter cost a 4x slowed phone 60 ms of the home and product
 * pages' hydration (ICU loads the locale's patterns), more than all of React's work on the page.
 * The words are the ones Intl writes for en-US and zh-CN.
 */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_ZH = '日一二三四五六';

/** A YYYY-MM-DD day read as UTC, so the server's HTML and the browser's render agree. */
function dayOf(isoDate: string): Date | undefined {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function weekdayOf(date: Date, lang: Lang, length: 'long' | 'short'): string {
  const day = date.getUTCDay();
  if (lang === 'zh') return `${length === 'long' ? '星期' : '周'}${WEEKDAYS_ZH[day]}`;
  const name = WEEKDAYS_EN[day]!;
  return length === 'long' ? name : name.slice(0, 3);
}

/** `Dec 3` or `12月3日`. */
function monthDay(date: Date, lang: Lang): string {
  return lang === 'zh'
    ? `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`
    : `${MONTHS_EN[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/**
 * `2026-01-15` (the API's dates) as `Jan 15, 2026` or `2026年1月15日`. Read as UTC, so the
 * server's HTML and the browser's render agree whatever their time zones.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = dayOf(isoDate);
  if (!date) return isoDate;
  return lang === 'zh'
    ? `${date.getUTCFullYear()}年${monthDay(date, lang)}`
    : `${monthDay(date, lang)}, ${date.getUTCFullYear()}`;
}

/** A YYYY-MM-DD day with its weekday, short: `Thu, Dec 3` or `12月3日周四`. Read as UTC, as formatDate. */
export function formatShortDay(isoDate: string, lang: Lang): string {
  const date = dayOf(isoDate);
  if (!date) return isoDate;
  const weekday = weekdayOf(date, lang, 'short');
  return lang === 'zh' ? `${monthDay(date, lang)}${weekday}` : `${weekday}, ${monthDay(date, lang)}`;
}

/** `12:00 PM` (with the narrow space Intl puts before PM) or `12:00`, from `HH:MM`. */
function clockTime(time: string, lang: Lang): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const minute = String(minutes).padStart(2, '0');
  if (lang === 'zh') return `${hours}:${minute}`;
  return `${hours % 12 || 12}:${minute}\u202f${hours < 12 ? 'AM' : 'PM'}`;
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
  const day = dayOf(promise.orderByDay);
  return {
    time: `${clockTime(promise.orderByTime, lang)} ${promise.timeZoneName}`,
    weekday: day ? weekdayOf(day, lang, 'long') : promise.orderByDay,
  };
}
