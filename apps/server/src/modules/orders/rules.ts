import {
  admin,
  CODE,
  centsToDollars,
  MAX_ORDER_TOTAL_CENTS,
  type TransitDays,
  toFixed2,
} from '@printshop/contract';
import { and, asc, count, eq, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
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

/** The tax rows of a destination's codes, the one that applies first: a province row wins over its country's row. */
function taxRowsAt(country: SQLWrapper, province: SQLWrapper) {
  return {
    where: and(
      eq(taxRates.countryCode, country),
      or(and(sql`${province} <> ''`, eq(taxRates.provinceCode, province)), isNull(taxRates.provinceCode)),
    ),
    orderBy: sql`${taxRates.provinceCode} is null`,
  };
}

/** Sales tax in basis points for a destination; 0 where no row applies. */
export async function taxRateBp(db: Db, countryCode: string, provinceCode: string): Promise<number> {
  const { where, orderBy } = taxRowsAt(sql`${countryCode.toUpperCase()}`, sql`${provinceCode.toUpperCase()}`);
  const [row] = await db
    .select({ rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(where)
    .orderBy(orderBy)
    .limit(1);
  return row?.rateBp ?? 0;
}

/** taxRateBp of the codes `countryCode` and `provinceCode` hold, as a column of a bigger select. */
export function taxRateOf(countryCode: SQLWrapper, provinceCode: SQLWrapper): SQL<number> {
  const { where, orderBy } = taxRowsAt(sql`upper(${countryCode})`, sql`upper(${provinceCode})`);
  return sql`coalesce((select ${taxRates.rateBp} from ${taxRates} where ${where} order by ${orderBy} limit 1), 0)`.mapWith(
    Number,
  );
}

/** Transit days where no shipping row exists: the columns' defaults. */
const UNKNOWN_TRANSIT: TransitDays = { minDays: 2, maxDays: 5 };

/** The shipping rows of a country's code and of '*', the one that applies first. */
function shippingRowsAt(country: SQLWrapper): { where: SQL; orderBy: SQL[] } {
  return {
    where: sql`${shippingRates.countryCode} in (${country}, ${admin.ANY_COUNTRY})`,
    orderBy: [sql`${shippingRates.countryCode} = ${admin.ANY_COUNTRY}`, asc(shippingRates.id)],
  };
}

type ShippingRow = typeof shippingRates.$inferSelect;

/** The shipping rule the first of `rows` (shippingRowsAt's) gives; free shipping without any. */
export function shippingRuleIn([row]: ShippingRow[]): ShippingRule & TransitDays {
  if (!row) return { feeCents: 0, freeOverCents: null, ...UNKNOWN_TRANSIT };
  return {
    feeCents: row.feeCents,
    freeOverCents: row.freeOverCents,
    minDays: row.transitMinDays,
    maxDays: row.transitMaxDays,
  };
}

/** The shipping rule of a country, or of '*' when it has none, with its transit days. */
export async function shippingRule(db: Db, countryCode: string): Promise<ShippingRule & TransitDays> {
  const { where, orderBy } = shippingRowsAt(sql`${countryCode.toUpperCase()}`);
  const rows = await db
    .select()
    .from(shippingRates)
    .where(where)
    .orderBy(...orderBy)
    .limit(1);
  return shippingRuleIn(rows);
}

/** The shipping rows of the code `countryCode` holds as a column of a bigger select, for shippingRuleIn. */
export function shippingRowsOf(countryCode: SQLWrapper): SQL<ShippingRow[]> {
  const { where, orderBy } = shippingRowsAt(sql`upper(${countryCode})`);
  return jsonRows(shippingRates, where, orderBy);
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
