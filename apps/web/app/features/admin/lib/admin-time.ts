import type { Lang } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';

/**
 * The back office shows times in UTC, the shop's time: the days its filters, its dashboard and
 * its CSV export count in (admin.optionalDay), whichever zone a staff member's computer is in.
 */
const OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

function format(iso: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : new Intl.DateTimeFormat(htmlLang(lang), options).format(time);
}

/** `Nov 22, 2026, 14:05 UTC` or `2026年11月22日 14:05 UTC`. */
export function adminTime(iso: string, lang: Lang): string {
  return format(iso, lang, {
    ...OPTIONS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}

/** `Nov 22, 2026` or `2026年11月22日`: a day, a due date, or a timestamp's day. */
export function adminDay(iso: string, lang: Lang): string {
  return format(iso.length === 10 ? `${iso}T00:00:00Z` : iso, lang, OPTIONS);
}
