import { describe, expect, it } from 'vitest';
import { lineTotal, subtotal } from './totals';

describe('cart totals', () => {
  it('multiply in whole cents', () => {
    expect(lineTotal({ unitPrice: 0.1, productNum: 3 })).toBe(0.3);
    expect(lineTotal({ unitPrice: 19.99, productNum: 7 })).toBe(139.93);
  });

  it('sum every line', () => {
    const lines = [
      { unitPrice: 19.99, productNum: 3 },
      { unitPrice: 0.01, productNum: 1 },
      { unitPrice: 1.1, productNum: 2 },
    ];
    expect(subtotal(lines)).toBe(62.18);
  });

  it('stay exact for the largest lines a cart holds', () => {
    const dear = { unitPrice: 6435, productNum: 100_000 };
    expect(lineTotal(dear)).toBe(643_500_000);
    expect(subtotal([dear, dear, { unitPrice: 0.01, productNum: 1 }])).toBe(1_287_000_000.01);
  });

  it('are zero for an empty cart', () => {
    expect(subtotal([])).toBe(0);
  });
});
