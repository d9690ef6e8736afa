import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

describe('formatDay', () => {
  it('shows the day in the local time zone, in the page language', () => {
    const noon = new Date(2026, 0, 15, 12, 0).toISOString();
    expect(formatDay(noon, 'en')).toBe('Jan 15, 2026');
    expect(formatDay(noon, 'zh')).toBe('2026年1月15日');
  });

  it('keeps the local day late in the evening, whatever the UTC day', () => {
    expect(formatDay(new Date(2026, 2, 1, 23, 59).toISOString(), 'en')).toBe('Mar 1, 2026');
    expect(formatDay(new Date(2026, 2, 1, 0, 1).toISOString(), 'en')).toBe('Mar 1, 2026');
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
