import { describe, expect, it } from 'vitest';
import { formatShopTime, formatShortDay } from './dates';

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
});
