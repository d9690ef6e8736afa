import { describe, expect, it } from 'vitest';
import { adminDay, adminTime, shopToday } from './admin-time';

const LA = 'America/Los_Angeles';
/** 23:30 on 14 March 2026 in Los Angeles (daylight time): already the 15th in UTC. */
const LATE_EVENING = '2026-03-15T06:30:00.000Z';

describe('back-office times, in the shop’s time zone', () => {
  it('shows a time on the shop’s clock, whatever the computer’s zone, with the zone named', () => {
    expect(adminTime(LATE_EVENING, 'en', LA)).toBe('Mar 14, 2026, 23:30 PDT');
    expect(adminTime('2026-01-15T06:30:00.000Z', 'en', LA)).toBe('Jan 14, 2026, 22:30 PST');
    expect(adminTime(LATE_EVENING, 'zh', LA)).toBe('2026年3月14日 GMT-7 23:30');
    expect(adminTime(LATE_EVENING, 'en', 'Asia/Shanghai')).toBe('Mar 15, 2026, 14:30 GMT+8');
  });

  it('shows a timestamp’s day in the shop’s zone, and a calendar day as it is', () => {
    expect(adminDay(LATE_EVENING, 'en', LA)).toBe('Mar 14, 2026');
    expect(adminDay(LATE_EVENING, 'zh', 'Asia/Shanghai')).toBe('2026年3月15日');
    expect(adminDay('2026-03-15', 'en', LA)).toBe('Mar 15, 2026');
    expect(adminDay('2026-03-15', 'zh', 'Asia/Shanghai')).toBe('2026年3月15日');
  });

  it('shows what is not a time as it came', () => {
    expect(adminTime('soon', 'en', LA)).toBe('soon');
  });
});

describe('the shop’s day', () => {
  it('is the day in the shop’s time zone, whatever the computer’s', () => {
    const instant = new Date('2026-11-25T03:00:00Z');
    expect(shopToday('America/Los_Angeles', instant)).toBe('2026-11-24');
    expect(shopToday('Asia/Shanghai', instant)).toBe('2026-11-25');
  });
});
