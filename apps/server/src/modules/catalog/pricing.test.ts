import { describe, expect, it } from 'vitest';
import {
  BASE_PRICES,
  basePrices,
  combinations,
  matrixSize,
  nicePriceCents,
  PRODUCT_KINDS,
  type PricedGroup,
  packPriceCents,
  priceOf,
  skuMatrix,
  unitPriceCents,
} from './pricing.ts';

const cards = BASE_PRICES['business-card'];

const quantityGroup: PricedGroup = {
  values: [
    { code: 'Q1', rule: { quantity: 100 } },
    { code: 'Q2', rule: { quantity: 250 } },
    { code: 'Q3', rule: { quantity: 500 } },
  ],
};
const paperGroup: PricedGroup = {
  values: [
    { code: 'P1', rule: {} },
    { code: 'P2', rule: { multiplier: 1.15 } },
  ],
};
const sidesGroup: PricedGroup = {
  values: [
    { code: 'D1', rule: {} },
    { code: 'D2', rule: { multiplier: 1.3 } },
  ],
};
const turnaroundGroup: PricedGroup = {
  values: [
    { code: 'T1', rule: {} },
    { code: 'T2', rule: { addCents: 1500 } },
  ],
};

describe('quantity breaks', () => {
  it('prices a pack as its total: 250 business cards cost $24.00', () => {
    expect(packPriceCents(cards, 250)).toBe(2400);
    expect(priceOf(cards, [{ code: 'Q2', rule: { quantity: 250 } }])).toBe(2400);
  });

  it('uses the highest break not above the quantity, and the first break below it', () => {
    expect(unitPriceCents(cards, 250)).toBe(9.6);
    expect(unitPriceCents(cards, 499)).toBe(9.6);
    expect(unitPriceCents(cards, 500)).toBe(6.4);
    expect(unitPriceCents(cards, 10)).toBe(15);
  });

  it('lowers the unit price and raises the pack price as quantity rises, for every kind', () => {
    for (const kind of PRODUCT_KINDS) {
      const table = BASE_PRICES[kind];
      for (let i = 1; i < table.length; i++) {
        const prev = table[i - 1]!;
        const row = table[i]!;
        expect(row.minQty, kind).toBeGreaterThan(prev.minQty);
        expect(row.unitCents, kind).toBeLessThan(prev.unitCents);
        expect(packPriceCents(table, row.minQty), kind).toBeGreaterThan(packPriceCents(table, prev.minQty));
      }
    }
  });

  it('sells one piece when a product has no quantity group', () => {
    expect(priceOf(BASE_PRICES.poster, [{ code: 'M1', rule: {} }])).toBe(1900);
  });

  it('scales a kind table for premium lines', () => {
    expect(packPriceCents(basePrices('business-card', 1.5), 250)).toBeCloseTo(3600);
    expect(basePrices('business-card')).toEqual(cards);
  });
});

describe('surcharges', () => {
  it('applies a multiplier to the pack price', () => {
    // 250 cards $24.00 x 1.15 = $27.60, shown as $27.50
    expect(priceOf(cards, [quantityGroup.values[1]!, paperGroup.values[1]!])).toBe(2750);
  });

  it('compounds multipliers', () => {
    // $24.00 x 1.15 x 1.3 = $35.88, shown as $36.00
    expect(priceOf(cards, [quantityGroup.values[1]!, paperGroup.values[1]!, sidesGroup.values[1]!])).toBe(
      3600,
    );
  });

  it('adds fixed add-ons once per order, after the multipliers', () => {
    // ($24.00 x 1.3) + $15.00 = $46.20, shown as $46.00
    expect(
      priceOf(cards, [quantityGroup.values[1]!, sidesGroup.values[1]!, turnaroundGroup.values[1]!]),
    ).toBe(4600);
    expect(priceOf(cards, [quantityGroup.values[0]!, turnaroundGroup.values[1]!])).toBe(3000);
  });
});

describe('rounding', () => {
  it('rounds to whole cents then to the nearest half dollar', () => {
    expect(nicePriceCents(2400)).toBe(2400);
    expect(nicePriceCents(2424.4)).toBe(2400);
    expect(nicePriceCents(2425)).toBe(2450);
    expect(nicePriceCents(2474)).toBe(2450);
    expect(nicePriceCents(2475)).toBe(2500);
    expect(nicePriceCents(3588)).toBe(3600);
  });

  it('never goes below $0.50', () => {
    expect(nicePriceCents(3)).toBe(50);
    expect(nicePriceCents(0)).toBe(50);
  });

  it('always yields integer cents ending in 00 or 50', () => {
    for (const row of skuMatrix('T-1', cards, [quantityGroup, paperGroup, sidesGroup, turnaroundGroup])) {
      expect(Number.isInteger(row.priceCents)).toBe(true);
      expect(row.priceCents % 50).toBe(0);
    }
  });
});

describe('skuMatrix', () => {
  const groups = [paperGroup, sidesGroup, quantityGroup];
  const matrix = skuMatrix('BC-1001', cards, groups);

  it('has one row per combination: the product of the group sizes', () => {
    expect(matrix).toHaveLength(2 * 2 * 3);
    expect(matrixSize(groups)).toBe(12);
    expect(combinations([[1, 2], [3], [4, 5, 6]])).toHaveLength(6);
    expect(combinations([])).toEqual([[]]);
  });

  it('concatenates value codes in group order, the first group varying slowest', () => {
    expect(matrix[0]).toEqual({ codes: 'P1D1Q1', skuCode: 'BC-1001-P1D1Q1', priceCents: 1500 });
    expect(matrix[1]?.codes).toBe('P1D1Q2');
    expect(matrix.at(-1)?.codes).toBe('P2D2Q3');
  });

  it('gives unique codes and SKU codes', () => {
    expect(new Set(matrix.map((row) => row.codes)).size).toBe(matrix.length);
    expect(new Set(matrix.map((row) => row.skuCode)).size).toBe(matrix.length);
  });

  it('rejects duplicate value codes and ambiguous concatenations', () => {
    expect(() => skuMatrix('X-1', cards, [paperGroup, paperGroup])).toThrow(/duplicate/);
    const ambiguous: PricedGroup[] = [
      {
        values: [
          { code: 'A', rule: {} },
          { code: 'AB', rule: {} },
        ],
      },
      {
        values: [
          { code: 'BC', rule: {} },
          { code: 'C', rule: {} },
        ],
      },
    ];
    expect(() => skuMatrix('X-2', cards, ambiguous)).toThrow(/ambiguous/);
    expect(() => skuMatrix('X-3', cards, [{ values: [] }])).toThrow(/no values/);
  });
});
