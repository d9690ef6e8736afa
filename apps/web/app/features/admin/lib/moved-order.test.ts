import { describe, expect, it } from 'vitest';
import { movedOrder } from './moved-order';

const partners = [{ id: 4 }, { id: 9 }, { id: 2 }];

describe('a list’s order', () => {
  it('moves a row a step up or down, the others keeping theirs', () => {
    expect(movedOrder(partners, 1, -1)).toEqual([9, 4, 2]);
    expect(movedOrder(partners, 1, 1)).toEqual([4, 2, 9]);
  });

  it('has no move past either end, nor for a row not in the list', () => {
    expect(movedOrder(partners, 0, -1)).toBeNull();
    expect(movedOrder(partners, 2, 1)).toBeNull();
    expect(movedOrder(partners, 5, -1)).toBeNull();
  });
});
