import type { Lang } from '@printshop/contract';
import { useMemo } from 'react';
import { htmlLang } from '~/i18n/i18n';
import { useRootData } from '~/lib/root-data';
import { useStaffMember } from '../shell/staff-member';

/**
 * The back office shows times in the shop's time zone (the server's SHOP_TIME_ZONE, told by
 * adminMe): the days its filters, its dashboard, its CSV export and its job tickets count in,
 * whichever zone a staff member's computer is in.
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

function format(iso: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : new Intl.DateTimeFormat(htmlLang(lang), options).format(time);
}

/** `Nov 22, 2026, 14:05 PST` or `2026年11月22日 GMT-8 14:05`: the zone's short name, or its offset. */
export function adminTime(iso: string, lang: Lang, timeZone: string): string {
  return format(iso, lang, {
    ...DAY,
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}

/**
 * `Nov 22, 2026` or `2026年11月22日`: a timestamp's day in the shop's zone (a due date), or a
 * YYYY-MM-DD day as it is (the dashboard's days, already counted in that zone).
 */
export function adminDay(iso: string, lang: Lang, timeZone: string): string {
  const calendarDay = iso.length === 10;
  return format(calendarDay ? `${iso}T00:00:00Z` : iso, lang, {
    ...DAY,
    timeZone: calendarDay ? 'UTC' : timeZone,
  });
}

/** The day it is in the shop's time zone, YYYY-MM-DD: a new comment's or blog post's date. */
export function shopToday(timeZone: string, now = new Date()): string {
  // Canadian English writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The formats above in the page's language and the shop's zone, for a back-office screen. */
export function useAdminTime(): { time: (iso: string) => string; day: (iso: string) => string } {
  const { lang } = useRootData();
  const { timeZone } = useStaffMember();
  return useMemo(
    () => ({ time: (iso) => adminTime(iso, lang, timeZone), day: (iso) => adminDay(iso, lang, timeZone) }),
    [lang, timeZone],
  );
}
