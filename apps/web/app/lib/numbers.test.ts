import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes a measure as Intl does in both languages', () => {
    const values = [
      0, 2, 3.5, 3.25, 0.125, 1.0004, 89, 1125, 12_345.678_9, 1_000_000, -0.0001, -2.5, -1234.5,
    ];
    for (const value of values) {
      for (const locale of ['en-US', 'zh-CN']) {
        expect(formatNumber(value)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value),
        );
      }
    }
  });
});
