import { describe, expect, it } from 'vitest';
import { stepQuantity } from './quantity';

describe('stepQuantity', () => {
  it('adds and takes away one', () => {
    expect(stepQuantity(2, 1)).toBe(3);
    expect(stepQuantity(3, -1)).toBe(2);
  });

  it('never goes below 1', () => {
    expect(stepQuantity(1, -1)).toBe(1);
  });
});
