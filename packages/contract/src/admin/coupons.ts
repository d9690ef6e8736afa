import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, text } from '../api/inputs.ts';
import { orderSummary } from '../api/orders.ts';
import { MAX_LENGTH } from '../constants.ts';
import { dollarAmount } from './inputs.ts';

/**
 * The coupons the checkout takes (docs/product.md#coupons), as an owner edits them: a percentage
 * or a fixed amount off the subtotal, from a minimum subtotal, between two days of the shop's
 * time zone, as often as its limits allow in all and per customer. A coupon is never deleted
 * (orders name it): it is switched off.
 */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The `params.reason`s of a coupon's refused fields, so the server can say what was wrong. */
export const COUPON_PERCENT_RANGE = 'couponPercentRange';
export const COUPON_END_BEFORE_START = 'couponEndBeforeStart';

/** The most uses a limit may name: a PostgreSQL integer with room to count. */
const MAX_USES = 1_000_000;

const money = orderSummary.shape.totalAmount;

/** Letters, digits, - and _: what a shopper can type without doubt, compared whatever the case. */
const couponCode = text()
  .trim()
  .min(1)
  .max(MAX_LENGTH.coupon)
  .regex(/^[A-Za-z0-9_-]+$/);

/** '' and null mean "none": an empty date or limit field. */
const none = (value: unknown) => (value === '' ? null : value);
const optionalDay = z.preprocess(none, z.iso.date().nullable().default(null));
const optionalLimit = numberFromForm(z.number().int().min(1).max(MAX_USES).nullable().default(null));

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent off (1-100) or dollars off, by kind. */
  value: z.number(),
  minSubtotal: money,
  /** The first day it can be used (YYYY-MM-DD, shop's time zone), or null for at once. */
  startsOn: z.string().nullable(),
  /** The last day it can be used, or null for no end. */
  endsOn: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders placed with it so far. */
  used: z.number().int(),
  createTime: orderSummary.shape.createTime,
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

const couponFields = z.object({
  code: couponCode,
  kind: z.enum(COUPON_KINDS),
  value: dollarAmount(0.01),
  minSubtotal: dollarAmount(0).default(0),
  startsOn: optionalDay,
  endsOn: optionalDay,
  usageLimit: optionalLimit,
  perCustomerLimit: optionalLimit,
  active: z.boolean().default(true),
});

/** A percentage is whole and at most 100; a coupon ends on or after the day it starts. */
function checked<S extends z.ZodType<z.output<typeof couponFields>>>(schema: S) {
  return schema.superRefine((coupon, context) => {
    if (coupon.kind === 'percent' && (!Number.isInteger(coupon.value) || coupon.value > 100)) {
      context.addIssue({ code: 'custom', path: ['value'], params: { reason: COUPON_PERCENT_RANGE } });
    }
    if (coupon.startsOn && coupon.endsOn && coupon.endsOn < coupon.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], params: { reason: COUPON_END_BEFORE_START } });
    }
  });
}

export type CouponFields = z.output<typeof couponFields>;

export const adminCouponList = endpoint({
  ...ADMIN_ROUTES.adminCouponList,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Every coupon, the newest first, with how often it was used',
  input: z.object({}),
  output: z.object({ list: z.array(adminCoupon) }),
});

export const adminCouponCreate = endpoint({
  ...ADMIN_ROUTES.adminCouponCreate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Add a coupon; its code must be new, whatever the case (409)',
  input: checked(couponFields),
  output: adminCoupon,
});

export const adminCouponUpdate = endpoint({
  ...ADMIN_ROUTES.adminCouponUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Change every field of a coupon; the code only while no order has used it (409), and never to another coupon’s',
  input: checked(couponFields.extend({ id: idParam })),
  output: adminCoupon,
});
