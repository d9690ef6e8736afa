import type { Lang } from '@printshop/contract';
import { formatDate } from '~/lib/dates';

/**
 * An API time (ISO 8601, UTC) as the day it was in the shopper's own time zone. The order pages
 * are drawn in the browser only, so there is no server render to disagree with.
 */
export function formatDay(isoTime: string, lang: Lang): string {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return isoTime;
  const pad = (value: number) => String(value).padStart(2, '0');
  return formatDate(`${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`, lang);
}
