import { describe, expect, it } from 'vitest';
import { refundOrder, refundStanding } from './remedies.ts';

describe('refunds', () => {
  it('reads an order as refunded, partly refunded or neither, to the cent', () => {
    expect(refundStanding({ totalAmount: 40.1, refunded: 0 })).toBeNull();
    expect(refundStanding({ totalAmount: 40.1, refunded: 0.01 })).toBe('partlyRefunded');
    expect(refundStanding({ totalAmount: 40.1, refunded: 40.09 })).toBe('partlyRefunded');
    expect(refundStanding({ totalAmount: 40.1, refunded: 40.1 })).toBe('refunded');
  });

  it('takes an amount with at most two decimals, more than nothing, or items, never both', () => {
    const base = { id: 1, requestId: '3f1c2b9e-8d4a-4c7b-9e2f-1a2b3c4d5e6f', reason: 'Smudged' };
    const parse = (extra: object) => refundOrder.input.safeParse({ ...base, ...extra }).success;
    expect(parse({ amount: 12.5 })).toBe(true);
    expect(parse({ amount: '12.50' })).toBe(true);
    expect(parse({ itemIds: [3, 4] })).toBe(true);
    for (const amount of [0, -1, '1.001', 'abc', '', null, true, 1e9]) expect(parse({ amount })).toBe(false);
    expect(parse({})).toBe(false);
    expect(parse({ amount: 1, itemIds: [3] })).toBe(false);
    expect(parse({ itemIds: [] })).toBe(false);
  });
});
