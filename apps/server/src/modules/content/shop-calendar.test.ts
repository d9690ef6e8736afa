import { type ShopCalendar, shipPromiseOf } from '@printshop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shipPromiseNow } from './shop-calendar.ts';

const calendar: ShopCalendar = { cutoff: '12:00', timeZone: 'America/Los_Angeles', holidays: ['2026-11-26'] };

describe('shipPromiseNow', () => {
  afterEach(() => vi.useRealTimers());

  it('answers as shipPromiseOf does now, worked out once a minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T19:59:01Z')); // 11:59 in Los Angeles, before the cut-off
    const before = shipPromiseNow(3, calendar);
    expect(before).toEqual(shipPromiseOf(new Date(), 3, calendar));
    vi.setSystemTime(new Date('2026-11-25T19:59:59Z'));
    expect(shipPromiseNow(3, calendar)).toBe(before);
    expect(shipPromiseNow(1, calendar)).toEqual(shipPromiseOf(new Date(), 1, calendar));

    vi.setSystemTime(new Date('2026-11-25T20:00:00Z')); // the cut-off: the next production day, after a holiday
    const after = shipPromiseNow(3, calendar);
    expect(after).toEqual(shipPromiseOf(new Date(), 3, calendar));
    expect(after.orderByDay).not.toBe(before.orderByDay);
    expect(shipPromiseNow(3, { ...calendar })).toEqual(after);
  });
});
