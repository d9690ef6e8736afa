import { describe, expect, it } from 'vitest';
import { artworkNumbers } from './artwork';

describe('the artwork note’s numbers', () => {
  it('give a 3.5 x 2 in card its trim, bleed, safe area and pixels in millimetres and inches', () => {
    expect(artworkNumbers({ trimWidthMm: 88.9, trimHeightMm: 50.8, bleedMm: 3.175 })).toEqual({
      trim: { mm: { width: 88.9, height: 50.8 }, inches: { width: 3.5, height: 2 } },
      withBleed: { mm: { width: 95.3, height: 57.2 }, inches: { width: 3.75, height: 2.25 } },
      bleed: { mm: 3.2, inches: 0.125 },
      safe: { mm: { width: 82.6, height: 44.5 }, inches: { width: 3.25, height: 1.75 } },
      safeMargin: { mm: 3.2, inches: 0.125 },
      pixels: { width: 1125, height: 675, ppi: 300 },
      leastPixels: { width: 563, height: 338, ppi: 150 },
    });
  });

  it('count the pixels of a metric size with no bleed up to the next whole pixel', () => {
    const numbers = artworkNumbers({ trimWidthMm: 85, trimHeightMm: 55, bleedMm: 0 });
    expect(numbers.withBleed).toEqual(numbers.trim);
    expect(numbers.trim.inches).toEqual({ width: 3.346, height: 2.165 });
    expect(numbers.pixels).toEqual({ width: 1004, height: 650, ppi: 300 });
    expect(numbers.leastPixels).toEqual({ width: 502, height: 325, ppi: 150 });
  });

  it('leave no safe area on a piece narrower than its two margins', () => {
    expect(artworkNumbers({ trimWidthMm: 5, trimHeightMm: 50, bleedMm: 1 }).safe.mm).toEqual({
      width: 0,
      height: 43.7,
    });
  });
});
