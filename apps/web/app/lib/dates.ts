import type { Lang } from '@printshop/contract';

/**
 * `2026-01-15` (the API's dates) as `Jan 15, 2026` or `2026年1月15日`. Read as UTC, so the
 * server's HTML and the browser's render agree whatever their time zones.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    year: 'numeric',
    month: lang === 'zh' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
