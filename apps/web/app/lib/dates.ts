import type { Lang } from '@printshop/contract';

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
 * An instant as the shop's clock shows it, with the zone named so a shopper elsewhere is not
 * misled: `12:00 PM PT` or `12:00 PT`; and the weekday it falls on there. The zone's name is
 * the English one in both languages: browsers carry other languages' zone names only in part, and
 * the page drawn by the server must read as the browser draws it.
 */
export function formatShopTime(
  isoTime: string,
  timeZone: string,
  lang: Lang,
): { time: string; weekday: string } {
  const instant = new Date(isoTime);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale(lang), { timeZone, ...options }).format(instant);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName');
  const clock = format({ hour: 'numeric', minute: '2-digit' });
  return { time: zone ? `${clock} ${zone.value}` : clock, weekday: format({ weekday: 'long' }) };
}
