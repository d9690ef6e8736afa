import { describe, expect, it } from 'vitest';
import { formatDate, formatShopTime, formatShortDay } from './dates';

describe('the ship-by dates’ formats', () => {
  it('writes a day with its weekday in the shopper’s language', () => {
    expect(formatShortDay('2026-12-03', 'en')).toBe('Thu, Dec 3');
    expect(formatShortDay('2026-12-03', 'zh')).toBe('12月3日周四');
    expect(formatShortDay('not a day', 'en')).toBe('not a day');
  });

  it('writes a cut-off on the shop’s clock, naming its zone, and its weekday there', () => {
    const cutoff = { orderByDay: '2026-12-04', orderByTime: '12:00', timeZoneName: 'PT' };
    const en = formatShopTime(cutoff, 'en');
    expect(en.time.replace(/\s/g, ' ')).toBe('12:00 PM PT');
    expect(en.weekday).toBe('Friday');
    expect(formatShopTime(cutoff, 'zh')).toEqual({ time: '12:00 PT', weekday: '星期五' });
    expect(formatShopTime({ ...cutoff, orderByTime: '17:30' }, 'en').time.replace(/\s/g, ' ')).toBe(
      '5:30 PM PT',
    );
  });

  it('writes every day and time as Intl does for en-US and zh-CN', () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date).replace(/\s/g, ' ');
    for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      expect(formatDate(iso, 'en')).toBe(
        intl('en-US', { year: 'numeric', month: 'short', day: 'numeric' }, date),
      );
      expect(formatDate(iso, 'zh')).toBe(
        intl('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' }, date),
      );
      expect(formatShortDay(iso, 'en')).toBe(
        intl('en-US', { weekday: 'short', month: 'short', day: 'numeric' }, date),
      );
      expect(formatShortDay(iso, 'zh')).toBe(
        intl('zh-CN', { weekday: 'short', month: 'long', day: 'numeric' }, date),
      );
    }
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const clock = new Date(minute * 60_000);
      const time = clock.toISOString().slice(11, 16);
      const cutoff = { orderByDay: '2027-03-01', orderByTime: time, timeZoneName: 'PT' };
      const hourMinute = { hour: 'numeric', minute: '2-digit' } as const;
      expect(formatShopTime(cutoff, 'en').time.replace(/\s/g, ' ')).toBe(
        `${intl('en-US', hourMinute, clock)} PT`,
      );
      expect(formatShopTime(cutoff, 'zh').time).toBe(`${intl('zh-CN', hourMinute, clock)} PT`);
    }
  });
});
