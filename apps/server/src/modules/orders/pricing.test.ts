import { describe, expect, it } from 'vitest';
import { discountCents, orderTotals } from './pricing.ts';

const shipping = { feeCents: 995, freeOverCents: 9900 };

describe('order pricing', () => {
  it('adds tax on the goods and the shipping fee below the free-shipping amount', () => {
    expect(orderTotals({ subtotalCents: 5000, coupon: null, taxRateBp: 725, shipping })).toEqual({
      subtotalCents: 5000,
      discountCents: 0,
      taxCents: 363,
      shippingCents: 995,
      totalCents: 6358,
    });
  });

  it('ships free once the discounted goods reach the threshold', () => {
    expect(orderTotals({ subtotalCents: 9900, coupon: null, taxRateBp: 0, shipping }).shippingCents).toBe(0);
    const discounted = orderTotals({
      subtotalCents: 10_000,
      coupon: { kind: 'percent', value: 10 },
      taxRateBp: 0,
      shipping,
    });
    expect(discounted).toMatchObject({ discountCents: 1000, shippingCents: 995, totalCents: 9995 });
  });

  it('taxes the discounted amount and always satisfies total = subtotal - discount + tax + shipping', () => {
    for (const subtotalCents of [1, 99, 4999, 12_345, 250_000]) {
      for (const coupon of [
        null,
        { kind: 'percent' as const, value: 15 },
        { kind: 'fixed' as const, value: 500 },
      ]) {
        const t = orderTotals({ subtotalCents, coupon, taxRateBp: 825, shipping });
        expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.taxCents + t.shippingCents);
        expect(t.taxCents).toBe(Math.round(((subtotalCents - t.discountCents) * 825) / 10_000));
      }
    }
  });

  it('never discounts more than the subtotal nor below zero', () => {
    expect(discountCents(300, { kind: 'fixed', value: 500 })).toBe(300);
    expect(discountCents(300, { kind: 'percent', value: 100 })).toBe(300);
    expect(discountCents(300, { kind: 'fixed', value: -50 })).toBe(0);
    expect(discountCents(333, { kind: 'percent', value: 10 })).toBe(33);
  });

  it('charges nothing for an empty cart', () => {
    expect(orderTotals({ subtotalCents: 0, coupon: null, taxRateBp: 725, shipping }).totalCents).toBe(0);
  });
});
