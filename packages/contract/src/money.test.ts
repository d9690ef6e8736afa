import { describe, expect, it } from 'vitest';
import { shareOfCents, sumCents, timesQty } from './money.ts';

describe('money helpers', () => {
  it('rounds a share half up, as Math.round does where floats are exact', () => {
    for (const cents of [0, 1, 5, 49, 50, 333, 4999, 12_345, 99_999_999]) {
      for (const [numerator, denominator] of [
        [725, 10_000],
        [2000, 10_000],
        [15, 100],
      ] as const) {
        expect(shareOfCents(cents, numerator, denominator), `${cents} × ${numerator}/${denominator}`).toBe(
          Math.round((cents * numerator) / denominator),
        );
      }
    }
    expect(shareOfCents(50, 1, 100)).toBe(1);
    // A negative share (a misconfigured coupon) rounds toward +∞ at .5, like Math.round.
    expect(shareOfCents(-50, 1, 100)).toBe(0);
    expect(shareOfCents(-51, 1, 100)).toBe(-1);
    expect(shareOfCents(333, -10, 100)).toBe(-33);
  });

  it('stays exact where the product passes 2^53 before the division', () => {
    // 100 lines of 100,000 pieces at $6,435, taxed at 20 %: the product is 1.287e16.
    const goods = 643_500 * 100_000 * 100;
    expect(goods * 2000).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(shareOfCents(goods, 2000, 10_000)).toBe(1_287_000_000_000);
    // 4,503,599,627,370,495 × 3 / 4 ends in .25: rounds down, where the float product is off.
    expect(shareOfCents(4_503_599_627_370_495, 3, 4)).toBe(3_377_699_720_527_871);
  });

  it('multiplies and sums exactly, and refuses amounts past Number.MAX_SAFE_INTEGER', () => {
    expect(timesQty(643_500, 100_000)).toBe(64_350_000_000);
    expect(sumCents([64_350_000_000, 99_999_999, 1])).toBe(64_450_000_000);
    expect(sumCents([])).toBe(0);
    expect(() => timesQty(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => timesQty(0.5, 3)).toThrow(RangeError);
    expect(() => shareOfCents(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });
});
