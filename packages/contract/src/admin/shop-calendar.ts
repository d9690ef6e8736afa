import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { optionalText, text } from '../api/inputs.ts';

/**
 * The shop's working calendar as an owner edits it: the daily cut-off of orders and the days
 * it is closed besides weekends; the time zone is the server's (SHOP_TIME_ZONE). The storefront's
 * ship-by dates count from it (ship-dates.ts).
 */

export const SHOP_CALENDAR_LIMITS = { holidays: 200, holidayName: 60 } as const;

/** The `params.reason` of a cut-off not written as HH:MM. */
export const CUTOFF_FORMAT = 'cutoffFormat';
/** The `params.reason` of a list of holidays that names a day twice. */
export const HOLIDAY_REPEATED = 'holidayRepeated';

export const holiday = z.object({
  date: z.iso.date(),
  /** What the day is, for the owner's list; '' when unnamed. */
  label: z.object({
    en: optionalText(SHOP_CALENDAR_LIMITS.holidayName),
    zh: optionalText(SHOP_CALENDAR_LIMITS.holidayName),
  }),
});
export type Holiday = z.infer<typeof holiday>;

export const shopCalendarSettings = z.object({
  /** HH:MM, 24-hour, in the shop's time zone. */
  cutoff: text()
    .trim()
    .refine((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time), { params: { reason: CUTOFF_FORMAT } }),
  /** Oldest first. */
  holidays: z
    .array(holiday)
    .max(SHOP_CALENDAR_LIMITS.holidays)
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length, {
      params: { reason: HOLIDAY_REPEATED },
    }),
});
export type ShopCalendarSettings = z.infer<typeof shopCalendarSettings>;

export const adminShopCalendar = endpoint({
  ...ADMIN_ROUTES.adminShopCalendar,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The daily cut-off of orders and the shop’s holidays, with the shop’s time zone',
  input: z.object({}),
  output: shopCalendarSettings.extend({ timeZone: z.string() }),
});

export const adminSaveShopCalendar = endpoint({
  ...ADMIN_ROUTES.adminSaveShopCalendar,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Change the daily cut-off of orders and replace the shop’s holidays; the storefront’s ship-by dates follow at once',
  input: shopCalendarSettings,
  output: adminShopCalendar.output,
});
