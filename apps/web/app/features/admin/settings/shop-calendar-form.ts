import type { admin } from '@printshop/contract';
import { rowKey } from '../selling-rules/rules-table';

/**
 * The cut-off and holidays as their form edits them: each holiday a row keyed so React keeps its
 * inputs while rows are added and removed. The whole calendar is sent, and the server judges it.
 */

export interface HolidayRow {
  key: number;
  /** YYYY-MM-DD, as the date input holds it; '' until chosen. */
  date: string;
  en: string;
  zh: string;
}

export interface CalendarValues {
  /** HH:MM, as the time input holds it. */
  cutoff: string;
  holidays: HolidayRow[];
}

export function calendarValuesOf(settings: admin.ShopCalendarSettings): CalendarValues {
  return {
    cutoff: settings.cutoff,
    holidays: settings.holidays.map(({ date, label }) => ({
      key: rowKey(),
      date,
      en: label.en,
      zh: label.zh,
    })),
  };
}

export const newHolidayRow = (): HolidayRow => ({ key: rowKey(), date: '', en: '', zh: '' });

/** The save's input: names trimmed, holidays oldest first, as the server stores them. */
export function calendarInput(values: CalendarValues): admin.ShopCalendarSettings {
  return {
    cutoff: values.cutoff,
    holidays: values.holidays
      .map(({ date, en, zh }) => ({ date, label: { en: en.trim(), zh: zh.trim() } }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** Whether the form says what the saved calendar says: no unsaved change. */
export const sameCalendar = (a: CalendarValues, b: CalendarValues) =>
  JSON.stringify(calendarInput(a)) === JSON.stringify(calendarInput(b));

/** The first holiday without its date: the form cannot be sent with it. */
export const undatedHoliday = (values: CalendarValues) =>
  values.holidays.find((row) => row.date === '') ?? null;
