import { describe, expect, it } from 'vitest';
import {
  cellState,
  cellText,
  changesOf,
  filledDrafts,
  filteredRows,
  movedCents,
  movedDrafts,
  percentOf,
  priceRange,
  type Sku,
  unpricedCount,
} from './price-matrix';

/** A table tent's matrix: two sizes, two papers, and the codes of one sharing the other's prefix. */
const GROUPS = [
  {
    name: 'Size',
    values: [
      { code: 'S1', label: '4 x 6 in' },
      { code: 'S12', label: '5 x 7 in' },
    ],
  },
  {
    name: 'Paper',
    values: [
      { code: 'P1', label: '14 pt' },
      { code: 'P2', label: '16 pt' },
    ],
  },
];
const sku = (codes: string, values: string[], price: number | null): Sku => ({
  codes,
  skuCode: `TT-1001-${codes}`,
  values,
  price,
});
const SKUS = [
  sku('S1P1', ['4 x 6 in', '14 pt'], 12),
  sku('S1P2', ['4 x 6 in', '16 pt'], 12.6),
  sku('S12P1', ['5 x 7 in', '14 pt'], 15.5),
  sku('S12P2', ['5 x 7 in', '16 pt'], 16.28),
];
const [small14, small16, large14, large16] = SKUS as [Sku, Sku, Sku, Sku];

describe('a price matrix’s cells', () => {
  it('are kept until typed, changed when typed to another price, and invalid without a number', () => {
    expect(cellState(small14, {})).toBe('kept');
    expect(cellState(small14, { S1P1: '12.00' })).toBe('kept');
    expect(cellState(small14, { S1P1: ' 12 ' })).toBe('kept');
    expect(cellState(small14, { S1P1: '12.5' })).toBe('changed');
    expect(cellState(small14, { S1P1: '0' })).toBe('changed');
    expect(cellState(small14, { S1P1: '' })).toBe('invalid');
    expect(cellState(small14, { S1P1: 'abc' })).toBe('invalid');
  });

  it('are missing while a combination has no price and none is typed', () => {
    const unpriced = sku('S1P1', ['4 x 6 in', '14 pt'], null);
    expect(cellState(unpriced, {})).toBe('missing');
    expect(cellState(unpriced, { S1P1: ' ' })).toBe('missing');
    expect(cellState(unpriced, { S1P1: '9' })).toBe('changed');
    expect(cellText(unpriced, {})).toBe('');
    expect(changesOf([unpriced], {})).toEqual({ cells: [], invalid: 0 });
    expect(changesOf([unpriced], { S1P1: '9.5' })).toEqual({
      cells: [{ codes: 'S1P1', price: 9.5 }],
      invalid: 0,
    });
    expect(unpricedCount([unpriced, small16])).toBe(1);
    // A percentage moves the prices there are.
    expect(movedDrafts([unpriced, small16], {}, 10)).toEqual({ S1P2: '13.86' });
  });

  it('are filled from rules, every one, as two-decimal text', () => {
    expect(
      filledDrafts(
        new Map([
          ['S1P1', 12],
          ['S1P2', 12.5],
        ]),
      ),
    ).toEqual({ S1P1: '12.00', S1P2: '12.50' });
  });

  it('show what was typed, else the saved price with two decimals', () => {
    expect(cellText(small16, {})).toBe('12.60');
    expect(cellText(small16, { S1P2: '13.' })).toBe('13.');
  });

  it('send only the changed cells, in the matrix’s order, and count those holding no number', () => {
    expect(changesOf(SKUS, {})).toEqual({ cells: [], invalid: 0 });
    expect(changesOf(SKUS, { S12P2: '17', S1P1: '12.00', S1P2: '', S12P1: '1.005', ZZ: '3' })).toEqual({
      cells: [
        { codes: 'S12P1', price: 1.005 },
        { codes: 'S12P2', price: 17 },
      ],
      invalid: 1,
    });
  });
});

describe('the grid’s filters', () => {
  it('leave every row with no value chosen', () => {
    expect(filteredRows(GROUPS, SKUS, ['', ''])).toBe(SKUS);
    expect(filteredRows(GROUPS, SKUS, [])).toBe(SKUS);
  });

  it('leave the rows of each value chosen, whatever codes begin alike', () => {
    expect(filteredRows(GROUPS, SKUS, ['S1', ''])).toEqual([small14, small16]);
    expect(filteredRows(GROUPS, SKUS, ['S12', ''])).toEqual([large14, large16]);
    expect(filteredRows(GROUPS, SKUS, ['', 'P2'])).toEqual([small16, large16]);
    expect(filteredRows(GROUPS, SKUS, ['S12', 'P1'])).toEqual([large14]);
  });

  it('ignore a code the group does not have', () => {
    expect(filteredRows(GROUPS, SKUS, ['XX', ''])).toBe(SKUS);
  });
});

describe('moving prices by a percentage', () => {
  it('takes a percentage from −90 to 500, not 0, with at most two decimals', () => {
    expect(percentOf('5')).toBe(5);
    expect(percentOf(' -10 ')).toBe(-10);
    expect(percentOf('2.25')).toBe(2.25);
    expect(percentOf('-90')).toBe(-90);
    expect(percentOf('500')).toBe(500);
    for (const text of ['', '0', '-90.01', '500.5', '1.234', 'five', '5%']) {
      expect(percentOf(text), text).toBeNull();
    }
  });

  it('rounds half up to the cent as the server does, and never below a cent', () => {
    expect(movedCents(1200, 5)).toBe(1260);
    expect(movedCents(1630, 5)).toBe(1712); // 1711.5
    expect(movedCents(1629, 5)).toBe(1710); // 1710.45
    expect(movedCents(1000, -10)).toBe(900);
    expect(movedCents(999, 2.25)).toBe(1021); // 1021.4775
    expect(movedCents(1, -90)).toBe(1);
    expect(movedCents(5, -90)).toBe(1); // 0.5 rounds up to 1
  });

  it('moves only the rows shown, each from what its cell holds, for review before saving', () => {
    const rows = filteredRows(GROUPS, SKUS, ['S1', '']);
    expect(movedDrafts(rows, { S1P2: '20', S12P1: '99' }, 10)).toEqual({
      S1P1: '13.20',
      S1P2: '22.00',
      S12P1: '99',
    });
    // A cell holding no number moves from its saved price.
    expect(movedDrafts([small14], { S1P1: '' }, -50)).toEqual({ S1P1: '6.00' });
  });
});

describe('a product’s price range', () => {
  it('is its lowest and highest price, one price when they are the same, or none', () => {
    expect(priceRange(12, 48, 'en', '—')).toBe('$12.00 – $48.00');
    expect(priceRange(12, 48, 'zh', '—')).toBe('12.00 美元 – 48.00 美元');
    expect(priceRange(9.5, 9.5, 'en', '—')).toBe('$9.50');
    expect(priceRange(null, null, 'en', 'No prices')).toBe('No prices');
  });
});
