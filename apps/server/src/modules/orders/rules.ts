import {
  admin,
  CODE,
  centsToDollars,
  MAX_ORDER_TOTAL_CENTS,
  type TransitDays,
  toFixed2,
} from '@printshop/contract';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { CouponRule, ShippingRule } from './pricing.ts';
import { coupons, orders, shippingRates, taxRates } from './tables.ts';

/**
 * Where an estimate ships to before the shopper has a delivery address: the shop is US-based and
 * most orders stay in the US, so its fee is the likeliest one (docs/orders.md).
 */
export const ESTIMATE_COUNTRY = 'US';

/**
 * The card payment provider charges at most MAX_ORDER_TOTAL_CENTS, so a larger order could
 * never be paid: it is refused before it exists, pointing the shopper to a custom quote.
 */
export function requirePayableTotal(totalCents: number): void {
  if (totalCents <= MAX_ORDER_TOTAL_CENTS) return;
  const max = toFixed2(centsToDollars(MAX_ORDER_TOTAL_CENTS));
  throw new HttpError(CODE.badRequest, 'orderTotalTooLarge', { max, maxWithSign: `$${max}` });
}

/** Sales tax in basis points for a destination: a province row wins over its country's row; else 0. */
export async function taxRateBp(db: Db, countryCode: string, provinceCode: string): Promise<number> {
  const country = countryCode.toUpperCase();
  const province = provinceCode.toUpperCase();
  const [row] = await db
    .select({ rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.countryCode, country),
        province
          ? or(eq(taxRates.provinceCode, province), isNull(taxRates.provinceCode))
          : isNull(taxRates.provinceCode),
      ),
    )
    .orderBy(sql`${taxRates.provinceCode} is null`)
    .limit(1);
  return row?.rateBp ?? 0;
}

/** Transit days where no shipping row exists: the columns' defaults. */
const UNKNOWN_TRANSIT: TransitDays = { minDays: 2, maxDays: 5 };

/**
 * The shipping rule of a country, or of '*' when it has none, with its transit days; free
 * shipping if neither exists.
 */
export async function shippingRule(db: Db, countryCode: string): Promise<ShippingRule & TransitDays> {
  const country = countryCode.toUpperCase();
  const [row] = await db
    .select({
      feeCents: shippingRates.feeCents,
      freeOverCents: shippingRates.freeOverCents,
      minDays: shippingRates.transitMinDays,
      maxDays: shippingRates.transitMaxDays,
    })
    .from(shippingRates)
    .where(inArray(shippingRates.countryCode, [country, admin.ANY_COUNTRY]))
    .orderBy(sql`${shippingRates.countryCode} = ${admin.ANY_COUNTRY}`, asc(shippingRates.id))
    .limit(1);
  return row ?? { feeCents: 0, freeOverCents: null, ...UNKNOWN_TRANSIT };
}

export interface ValidCoupon extends CouponRule {
  id: number;
  /** As stored, whatever case the shopper typed. */
  code: string;
  perCustomerLimit: number | null;
}

/** Orders the member placed with the coupon of this code (as stored). */
async function usesBy(db: Db, memberId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.couponCode, code)));
  return row?.n ?? 0;
}

/**
 * A coupon the member's subtotal may use now, found case-insensitively. Unknown (or switched
 * off), not yet started, expired, used-up, used as often as one member may, and below-minimum
 * codes are 400s whose message says which.
 */
export async function findCoupon(
  db: Db,
  code: string,
  subtotalCents: number,
  memberId: number,
): Promise<ValidCoupon> {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      value: coupons.value,
      minSubtotalCents: coupons.minSubtotalCents,
      perCustomerLimit: coupons.perCustomerLimit,
      notStarted: sql<boolean>`coalesce(${coupons.startsAt} > now(), false)`,
      expired: sql<boolean>`coalesce(${coupons.expiresAt} <= now(), false)`,
      usedUp: sql<boolean>`coalesce(${coupons.usedCount} >= ${coupons.usageLimit}, false)`,
    })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.code})`, code.trim().toLowerCase()), eq(coupons.active, true)));
  if (!row) throw new HttpError(CODE.badRequest, 'couponUnknown');
  if (row.notStarted) throw new HttpError(CODE.badRequest, 'couponNotStarted');
  if (row.expired) throw new HttpError(CODE.badRequest, 'couponExpired');
  if (row.usedUp) throw new HttpError(CODE.badRequest, 'couponUsedUp');
  if (row.perCustomerLimit !== null && (await usesBy(db, memberId, row.code)) >= row.perCustomerLimit) {
    throw new HttpError(CODE.badRequest, 'couponUsedByYou');
  }
  if (subtotalCents < row.minSubtotalCents) {
    const min = toFixed2(centsToDollars(row.minSubtotalCents));
    throw new HttpError(CODE.badRequest, 'couponMinimum', { min, minWithSign: `$${min}` });
  }
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    perCustomerLimit: row.perCustomerLimit,
  };
}

/**
 * Counts one use of a coupon by a member, only while its limits allow: the check and the increment
 * of the total are one statement, whose row lock makes a second order wait and then see the new
 * count; the member's own uses are counted after it, under that lock, so two of their orders at
 * once cannot both take the last use either.
 */
export async function redeemCoupon(db: Db, coupon: ValidCoupon, memberId: number): Promise<void> {
  const updated = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.active, true),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
        or(isNull(coupons.startsAt), sql`${coupons.startsAt} <= now()`),
        or(isNull(coupons.expiresAt), sql`${coupons.expiresAt} > now()`),
      ),
    )
    .returning({ id: coupons.id });
  if (updated.length === 0) throw new HttpError(CODE.badRequest, 'couponUsedUp');
  if (
    coupon.perCustomerLimit !== null &&
    (await usesBy(db, memberId, coupon.code)) >= coupon.perCustomerLimit
  ) {
    throw new HttpError(CODE.badRequest, 'couponUsedByYou');
  }
}
