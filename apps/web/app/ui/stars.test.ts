import { describe, expect, it } from 'vitest';
import { starFills } from './Stars';

describe('starFills', () => {
  it('fills whole stars for whole ratings', () => {
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('fills part of one star for a fraction', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
  });

  it('keeps ratings outside 0-5 inside the row', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-2)).toEqual([0, 0, 0, 0, 0]);
  });
});
