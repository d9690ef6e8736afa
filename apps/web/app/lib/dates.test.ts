import { describe, expect, it } from 'vitest';
import { formatShopTime, formatShortDay } from './dates';

describe('the ship-by dates’ formats', () => {
  it('writes a day with its weekday in the shopper’s language', () => {
    expect(formatShortDay('2026-12-03', 'en')).toBe('Thu, Dec 3');
    expect(formatShortDay('2026-12-03', 'zh')).toBe('12月3日周四');
    expect(formatShortDay('not a day', 'en')).toBe('not a day');
  });

  it('writes a cut-off on the shop’s clock, naming its zone, and its weekday there', () => {
    const cutoff = '2026-12-04T20:00:00.000Z';
    const en = formatShopTime(cutoff, 'America/Los_Angeles', 'en');
    expect(en.time.replace(/\s/g, ' ')).toBe('12:00 PM PT');
    expect(en.weekday).toBe('Friday');
    expect(formatShopTime(cutoff, 'America/Los_Angeles', 'zh')).toEqual({
      time: '12:00 PT',
      weekday: '星期五',
    });
    // The same instant is Saturday morning in Shanghai.
    expect(formatShopTime(cutoff, 'Asia/Shanghai', 'en').weekday).toBe('Saturday');
  });
});
