import { describe, expect, it } from 'vitest';
import { addDays, shopDateTime, shopDay } from './shop-days.ts';

const LA = 'America/Los_Angeles';

describe('the shop’s days', () => {
  it('names the day and time a moment is in the shop’s zone, not in UTC', () => {
    // 23:30 in Los Angeles on 14 March (daylight time, UTC−7) is already the 15th in UTC.
    const lateEvening = new Date('2026-03-15T06:30:00Z');
    expect(shopDay(lateEvening, LA)).toBe('2026-03-14');
    expect(shopDateTime(lateEvening, LA)).toBe('2026-03-14 23:30:00');
    expect(shopDay(lateEvening, 'UTC')).toBe('2026-03-15');
    expect(shopDateTime(new Date('2026-01-01T00:05:09Z'), 'Asia/Shanghai')).toBe('2026-01-01 08:05:09');
    expect(shopDateTime(new Date('2026-01-01T08:00:00Z'), LA)).toBe('2026-01-01 00:00:00');
  });

  it('counts calendar days across months, years and clock changes', () => {
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-11-01', -29)).toBe('2026-10-03');
  });
});
