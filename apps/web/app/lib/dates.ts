import type { Lang, ShipPromise } from '@printshop/contract';

const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');

/**
 * `2026-01-15` (the API's dates) as `Jan 15, 2026` or `2026年1月15日`. Read as UTC, so the
 * server's HTML and the browser's render agree whatever their time zones.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale(lang), {
    year: 'numeric',
    month: lang === 'zh' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A YYYY-MM-DD day with its weekday, short: `Thu, Dec 3` or `12月3日周四`. Read as UTC, as formatDate. */
export function formatShortDay(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: 'short',
    month: lang === 'zh' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
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
  const time = new Intl.DateTimeFormat(locale(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const day = new Date(`${promise.orderByDay}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat(locale(lang), { weekday: 'long', timeZone: 'UTC' });
  return { time: `${time.format(clock)} ${promise.timeZoneName}`, weekday: weekday.format(day) };
}
