import type { Lang } from './lang.ts';

/**
 * The most one order may cost: a card payment provider's ceiling (Stripe charges at most
 * $999,999.99 in US dollars). A larger order is a custom quote (docs/orders.md).
 */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/**
 * Cents are whole JS numbers, exact up to Number.MAX_SAFE_INTEGER (2^53 - 1). An amount past
 * that would be silently rounded, so it throws instead; the shop's limits keep every real
 * amount far below it.
 */
function exactCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not an exact amount of cents`);
  return cents;
}

/** The price of `qty` pieces at `unitCents` each. */
export function timesQty(unitCents: number, qty: number): number {
  return exactCents(exactCents(unitCents) * qty);
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, cents) => exactCents(sum + exactCents(cents)), 0);
}

/**
 * cents × numerator / denominator in whole cents, rounded half up like Math.round (tax in basis
 * points: shareOfCents(goods, rateBp, 10_000); a percent coupon: shareOfCents(subtotal, 15, 100)).
 * Computed in BigInt, since the product can pass 2^53 before the division brings it back.
 */
export function shareOfCents(cents: number, numerator: number, denominator: number): number {
  const dividend = 2n * BigInt(exactCents(cents)) * BigInt(numerator) + BigInt(denominator);
  const divisor = 2n * BigInt(denominator);
  // floor(dividend / divisor): BigInt division truncates toward zero.
  const quotient = dividend / divisor - (dividend % divisor < 0n ? 1n : 0n);
  return exactCents(Number(quotient));
}

/** The API shows money as dollars with two decimals; the database keeps integer cents. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** docs/product.md's number helper: always two decimals. */
export function toFixed2(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** `$12.50` in English, `12.50 美元` in Chinese. */
export function formatMoney(dollars: number, lang: Lang): string {
  const amount = toFixed2(dollars);
  return lang === 'zh' ? `${amount} 美元` : `$${amount}`;
}
