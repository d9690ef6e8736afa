import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  deliveryWindow,
  firstProductionDay,
  instantOf,
  type ShopCalendar,
  shipDay,
  shipPromiseOf,
} from './ship-dates.ts';

const LA: ShopCalendar = { cutoff: '12:00', timeZone: 'America/Los_Angeles', holidays: [] };
const SHANGHAI: ShopCalendar = { ...LA, timeZone: 'Asia/Shanghai' };

/** 2026-12-03 is a Thursday; in December Los Angeles is UTC-8. */
const laTime = (day: string, time: string) => new Date(`${day}T${time}:00-08:00`);

describe('the first production day', () => {
  it('is today before the cut-off on a business day', () => {
    expect(firstProductionDay(laTime('2026-12-03', '11:59'), LA)).toBe('2026-12-03');
  });

  it('is the next business day at the cut-off exactly, and after it', () => {
    expect(firstProductionDay(laTime('2026-12-03', '12:00'), LA)).toBe('2026-12-04');
    expect(firstProductionDay(laTime('2026-12-03', '23:59'), LA)).toBe('2026-12-04');
  });

  it('is Monday after the cut-off on a Friday, and all weekend', () => {
    expect(firstProductionDay(laTime('2026-12-04', '12:30'), LA)).toBe('2026-12-07');
    expect(firstProductionDay(laTime('2026-12-05', '09:00'), LA)).toBe('2026-12-07');
    expect(firstProductionDay(laTime('2026-12-06', '09:00'), LA)).toBe('2026-12-07');
  });

  it('skips a holiday, a holiday next to a weekend, and a run of holidays', () => {
    const calendar = { ...LA, holidays: ['2026-12-24', '2026-12-25', '2026-12-28', '2026-12-29'] };
    // Wednesday after the cut-off: Thursday and Friday are holidays, so are Monday and Tuesday.
    expect(firstProductionDay(laTime('2026-12-23', '13:00'), calendar)).toBe('2026-12-30');
    // A holiday morning, before the cut-off, is no business day either.
    expect(firstProductionDay(laTime('2026-12-24', '08:00'), calendar)).toBe('2026-12-30');
    // Labor Day, a Monday: a Friday afternoon's order starts on Tuesday.
    expect(firstProductionDay(laTime('2026-09-04', '15:00'), { ...LA, holidays: ['2026-09-07'] })).toBe(
      '2026-09-08',
    );
  });

  it('counts the day in the shop’s time zone: one instant is Thursday in Los Angeles and Friday in Shanghai', () => {
    const instant = new Date('2026-12-03T17:00:00Z');
    expect(firstProductionDay(instant, LA)).toBe('2026-12-03');
    expect(firstProductionDay(instant, SHANGHAI)).toBe('2026-12-04');
  });

  it('reads the cut-off on the clock of the day, either side of a change to or from summer time', () => {
    // 2026-03-09, the Monday after clocks went forward: noon is 19:00 UTC, no longer 20:00.
    expect(firstProductionDay(new Date('2026-03-09T18:59:00Z'), LA)).toBe('2026-03-09');
    expect(firstProductionDay(new Date('2026-03-09T19:00:00Z'), LA)).toBe('2026-03-10');
    // 2026-11-02, the Monday after they went back: noon is 20:00 UTC again.
    expect(firstProductionDay(new Date('2026-11-02T19:30:00Z'), LA)).toBe('2026-11-02');
    // The change days themselves are Sundays.
    expect(firstProductionDay(new Date('2026-03-08T10:30:00Z'), LA)).toBe('2026-03-09');
    expect(firstProductionDay(new Date('2026-11-01T08:30:00Z'), LA)).toBe('2026-11-02');
  });
});

describe('the ship day', () => {
  it('is the end of the first production day for one production day', () => {
    expect(shipDay(laTime('2026-12-03', '10:00'), 1, LA)).toBe('2026-12-03');
    expect(shipDay(laTime('2026-12-03', '12:00'), 1, LA)).toBe('2026-12-04');
  });

  it('counts production days over weekends and holidays', () => {
    // Thursday, 3 days: Thursday, Friday, Monday.
    expect(shipDay(laTime('2026-12-03', '10:00'), 3, LA)).toBe('2026-12-07');
    // Friday after the cut-off, 3 days: Monday, Tuesday, Wednesday.
    expect(shipDay(laTime('2026-12-04', '12:01'), 3, LA)).toBe('2026-12-09');
    const calendar = { ...LA, holidays: ['2026-11-26', '2026-11-27'] };
    // Wednesday before Thanksgiving, 2 days: Wednesday, then Monday.
    expect(shipDay(laTime('2026-11-25', '09:00'), 2, calendar)).toBe('2026-11-30');
  });
});

describe('business days and the delivery window', () => {
  it('adds business days, none for 0', () => {
    expect(addBusinessDays('2026-12-04', 0, [])).toBe('2026-12-04');
    expect(addBusinessDays('2026-12-04', 1, [])).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-04', 1, ['2026-12-07'])).toBe('2026-12-08');
  });

  it('runs from the fewest to the most transit days after the ship day', () => {
    expect(deliveryWindow('2026-12-03', { minDays: 2, maxDays: 5 }, [])).toEqual({
      from: '2026-12-07',
      to: '2026-12-10',
    });
    expect(deliveryWindow('2026-12-23', { minDays: 1, maxDays: 3 }, ['2026-12-24', '2026-12-25'])).toEqual({
      from: '2026-12-28',
      to: '2026-12-30',
    });
  });
});

describe('the promise of an order placed now', () => {
  it('names the cut-off to beat, today or on a later day, as an instant', () => {
    expect(shipPromiseOf(laTime('2026-12-03', '10:00'), 2, LA)).toEqual({
      orderBy: '2026-12-03T20:00:00.000Z',
      orderByToday: true,
      ships: '2026-12-04',
      timeZone: 'America/Los_Angeles',
      orderByDay: '2026-12-03',
      orderByTime: '12:00',
      timeZoneName: 'PT',
    });
    expect(shipPromiseOf(laTime('2026-12-04', '13:00'), 2, LA)).toMatchObject({
      orderBy: '2026-12-07T20:00:00.000Z',
      orderByToday: false,
      ships: '2026-12-08',
      orderByDay: '2026-12-07',
    });
  });

  it('finds the instant of a wall-clock time in summer and winter, and in another zone', () => {
    expect(instantOf('2026-07-01', '12:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T19:00:00.000Z',
    );
    expect(instantOf('2026-03-09', '12:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-09T19:00:00.000Z',
    );
    expect(instantOf('2026-03-06', '12:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-06T20:00:00.000Z',
    );
    expect(instantOf('2026-12-03', '16:30', 'Asia/Shanghai').toISOString()).toBe('2026-12-03T08:30:00.000Z');
  });
});
