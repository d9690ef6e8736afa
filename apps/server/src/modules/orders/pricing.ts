import { shareOfCents, sumCents } from '@printshop/contract';

/**
 * How an order's total is made, in integer cents (docs/pricing.md):
 *   total = subtotal - discount + tax + shipping
 * The discount comes off the subtotal first; tax is charged on what the customer pays for the
 * goods (subtotal - discount); shipping is free when that amount reaches the destination's
 * free-shipping threshold. Rounding is half up, once per amount, in exact integer arithmetic
 * (the contract's money helpers), however large the amounts.
 */
export interface CouponRule {
  kind: 'percent' | 'fixed';
  /** Percent 1-100, or cents. */
  value: number;
}

export interface ShippingRule {
  feeCents: number;
  freeOverCents: number | null;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

export function discountCents(subtotalCents: number, coupon: CouponRule | null): number {
  if (!coupon) return 0;
  const raw = coupon.kind === 'percent' ? shareOfCents(subtotalCents, coupon.value, 100) : coupon.value;
  return Math.min(Math.max(raw, 0), subtotalCents);
}

export function orderTotals(input: {
  subtotalCents: number;
  coupon: CouponRule | null;
  /** Basis points: 725 is 7.25 %. */
  taxRateBp: number;
  shipping: ShippingRule;
}): Totals {
  const { subtotalCents, shipping } = input;
  const discount = discountCents(subtotalCents, input.coupon);
  const goods = subtotalCents - discount;
  const taxCents = shareOfCents(goods, input.taxRateBp, 10_000);
  const free = shipping.freeOverCents !== null && goods >= shipping.freeOverCents;
  const shippingCents = subtotalCents === 0 || free ? 0 : shipping.feeCents;
  return {
    subtotalCents,
    discountCents: discount,
    taxCents,
    shippingCents,
    totalCents: sumCents([goods, taxCents, shippingCents]),
  };
}
