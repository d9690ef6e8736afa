import { describe, expect, it } from 'vitest';
import {
  calendarInput,
  calendarValuesOf,
  newHolidayRow,
  sameCalendar,
  undatedHoliday,
} from './shop-calendar-form';

const SAVED = {
  cutoff: '12:00',
  holidays: [
    { date: '2026-11-26', label: { en: 'Thanksgiving Day', zh: '感恩节' } },
    { date: '2026-12-25', label: { en: 'Christmas Day', zh: '圣诞节' } },
  ],
};

describe('the cut-off and holidays form', () => {
  it('sends what it loaded as it was, names trimmed and days oldest first', () => {
    const values = calendarValuesOf(SAVED);
    expect(calendarInput(values)).toEqual(SAVED);
    const [thanksgiving, christmas] = values.holidays;
    const reordered = { ...values, holidays: [christmas!, { ...thanksgiving!, en: ' Thanksgiving Day ' }] };
    expect(calendarInput(reordered)).toEqual(SAVED);
    expect(sameCalendar(values, reordered)).toBe(true);
  });

  it('tells a changed cut-off, an added and a removed holiday from no change', () => {
    const values = calendarValuesOf(SAVED);
    expect(sameCalendar(values, { ...values, cutoff: '13:30' })).toBe(false);
    expect(sameCalendar(values, { ...values, holidays: values.holidays.slice(1) })).toBe(false);
    const added = { ...values, holidays: [...values.holidays, newHolidayRow()] };
    expect(sameCalendar(values, added)).toBe(false);
  });

  it('is not sent with a holiday lacking its date', () => {
    const values = calendarValuesOf(SAVED);
    expect(undatedHoliday(values)).toBeNull();
    const blank = newHolidayRow();
    expect(undatedHoliday({ ...values, holidays: [...values.holidays, blank] })).toBe(blank);
  });
});
