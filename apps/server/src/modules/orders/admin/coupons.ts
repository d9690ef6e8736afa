import { type admin, CODE, centsToDollars, dollarsToCents } from '@printshop/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { refusingDuplicates } from '../../../db/unique-violation.ts';
import { HttpError } from '../../../http/errors.ts';
import { startOfShopDay } from '../../../lib/shop-days.ts';
import { recordAudit } from '../../audit/record.ts';
import { coupons } from '../tables.ts';

/** The owner making a change, from where (the audit log keeps both), in the shop's time zone. */
export interface CouponEditor {
  staffId: number;
  ip: string;
  timeZone: string;
}

/** The day of an instant in the shop's time zone; an end is the instant after its last day. */
function dayOf(column: typeof coupons.startsAt | typeof coupons.expiresAt, timeZone: string, end = false) {
  const instant = end ? sql`${column} - interval '1 microsecond'` : sql`${column}`;
  return sql<string | null>`to_char((${instant}) at time zone ${timeZone}, 'YYYY-MM-DD')`;
}

function couponRows(db: Db, timeZone: string) {
  return db
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      value: coupons.value,
      minSubtotalCents: coupons.minSubtotalCents,
      startsOn: dayOf(coupons.startsAt, timeZone),
      endsOn: dayOf(coupons.expiresAt, timeZone, true),
      usageLimit: coupons.usageLimit,
      perCustomerLimit: coupons.perCustomerLimit,
      active: coupons.active,
      used: coupons.usedCount,
      createdAt: coupons.createdAt,
    })
    .from(coupons);
}

function toCoupon({ minSubtotalCents, value, createdAt, ...row }: CouponRow): admin.AdminCoupon {
  return {
    ...row,
    value: row.kind === 'percent' ? value : centsToDollars(value),
    minSubtotal: centsToDollars(minSubtotalCents),
    createTime: createdAt.toISOString(),
  };
}

type CouponRow = Awaited<ReturnType<typeof couponRows>>[number];

/** Every coupon, the newest first. */
export async function couponList(db: Db, timeZone: string): Promise<admin.AdminCoupon[]> {
  const rows = await couponRows(db, timeZone).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toCoupon);
}

async function couponById(db: Db, id: number, timeZone: string): Promise<admin.AdminCoupon> {
  const [row] = await couponRows(db, timeZone).where(eq(coupons.id, id));
  if (!row) throw new HttpError(CODE.notFound, 'couponNotFound');
  return toCoupon(row);
}

/** The columns of a coupon's fields: days become the instants they start and end in the shop's zone. */
function columnsOf(fields: admin.CouponFields, timeZone: string) {
  const day = (value: string | null, plusDays = 0): SQL | null =>
    value === null ? null : startOfShopDay(value, timeZone, plusDays);
  return {
    code: fields.code,
    kind: fields.kind,
    value: fields.kind === 'percent' ? fields.value : dollarsToCents(fields.value),
    minSubtotalCents: dollarsToCents(fields.minSubtotal),
    startsAt: day(fields.startsOn),
    expiresAt: day(fields.endsOn, 1),
    usageLimit: fields.usageLimit,
    perCustomerLimit: fields.perCustomerLimit,
    active: fields.active,
  };
}

/** The coupon as the audit log keeps it: its fields, not its usage. */
const audited = ({ id: _, used: __, createTime: ___, ...fields }: admin.AdminCoupon) => fields;

/** Runs a write whose code may be another coupon's, whatever the case: that is a 409. */
function withNewCode<T>(write: () => Promise<T>): Promise<T> {
  return refusingDuplicates(write, () => new HttpError(CODE.conflict, 'couponCodeTaken'));
}

/** Adds a coupon, with its audit row. */
export function addCoupon(
  db: Database,
  fields: admin.CouponFields,
  editor: CouponEditor,
): Promise<admin.AdminCoupon> {
  return withNewCode(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values(columnsOf(fields, editor.timeZone))
        .returning({ id: coupons.id });
      const coupon = await couponById(tx, row!.id, editor.timeZone);
      await recordAudit(tx, {
        staffId: editor.staffId,
        ip: editor.ip,
        action: 'coupon.create',
        entity: 'coupon',
        entityId: coupon.id,
        after: audited(coupon),
      });
      return coupon;
    }),
  );
}

/**
 * Changes a coupon, with its audit row (before and after). Its code stays once an order has used
 * it: orders and the per-customer limit know it by that code.
 */
export function updateCoupon(
  db: Database,
  id: number,
  fields: admin.CouponFields,
  editor: CouponEditor,
): Promise<admin.AdminCoupon> {
  return withNewCode(() =>
    db.transaction(async (tx) => {
      await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
      const before = await couponById(tx, id, editor.timeZone);
      if (before.code !== fields.code && before.used > 0)
        throw new HttpError(CODE.conflict, 'couponCodeUsed');
      await tx.update(coupons).set(columnsOf(fields, editor.timeZone)).where(eq(coupons.id, id));
      const after = await couponById(tx, id, editor.timeZone);
      await recordAudit(tx, {
        staffId: editor.staffId,
        ip: editor.ip,
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    }),
  );
}
