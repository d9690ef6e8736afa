import { type admin, CODE } from '@printshop/contract';
import { blank, type Check } from '~/lib/ordered-form';
import type { AdminMessages } from '../i18n/messages';
import type { AdminCallInput } from '../lib/admin-endpoints';

/**
 * The coupon form's values as its inputs hold them: numbers and days as typed, '' for a field
 * left empty (no minimum, no first or last day, no limit).
 */
export interface CouponValues {
  code: string;
  kind: admin.CouponKind;
  value: string;
  minSubtotal: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

/** A new coupon's form: a percentage, on, with no minimum, days or limits. */
export const NO_COUPON: CouponValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsOn: '',
  endsOn: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
};

/** The fields of the add and change calls (the change's also take the coupon's id). */
export type CouponInput = AdminCallInput<'adminCouponCreate'>;

const dollars = (amount: number) => amount.toFixed(2);
const countOrEmpty = (count: number | null) => (count === null ? '' : String(count));

/** A coupon's form, filled with what it is now: an amount in dollars and cents, no minimum as empty. */
export function couponValuesOf(coupon: admin.AdminCoupon): CouponValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'fixed' ? dollars(coupon.value) : String(coupon.value),
    minSubtotal: coupon.minSubtotal > 0 ? dollars(coupon.minSubtotal) : '',
    startsOn: coupon.startsOn ?? '',
    endsOn: coupon.endsOn ?? '',
    usageLimit: countOrEmpty(coupon.usageLimit),
    perCustomerLimit: countOrEmpty(coupon.perCustomerLimit),
    active: coupon.active,
  };
}

/** The warnings of the form's own checks, by what they are about. */
interface CouponFormMessages {
  code: string;
  value: string;
}

export function couponFormMessages(texts: AdminMessages['coupons']['form']): CouponFormMessages {
  return texts.required;
}

/**
 * The form's own checks, in screen order: a code and a discount must be given. Everything else
 * (a percentage over 100, a last day before the first, a code taken) is the server's to refuse,
 * in its own words.
 */
export function couponChecks(messages: CouponFormMessages): Check<CouponValues>[] {
  return [
    { field: 'code', message: messages.code, fails: (v) => blank(v.code) },
    { field: 'value', message: messages.value, fails: (v) => blank(v.value) },
  ];
}

/** A number typed in an input, or null for an empty one. */
function numberOrNull(typed: string): number | null {
  return typed.trim() === '' ? null : Number(typed);
}

/**
 * The call's fields from the form's values, once the checks have passed: empty fields are "none"
 * (a minimum of 0, no day, no limit); what is typed is sent as typed, for the server to judge.
 */
export function couponInput(values: CouponValues): CouponInput {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: Number(values.value),
    minSubtotal: numberOrNull(values.minSubtotal) ?? 0,
    startsOn: values.startsOn === '' ? null : values.startsOn,
    endsOn: values.endsOn === '' ? null : values.endsOn,
    usageLimit: numberOrNull(values.usageLimit),
    perCustomerLimit: numberOrNull(values.perCustomerLimit),
    active: values.active,
  };
}

/** Whether the form changes the coupon: one with nothing changed just closes, leaving no audit entry. */
export function changesCoupon(coupon: admin.AdminCoupon, input: CouponInput): boolean {
  return JSON.stringify(input) !== JSON.stringify(couponInput(couponValuesOf(coupon)));
}

/**
 * The field a refusal of the server is about, where its code tells: a conflict is always the
 * code's (another coupon has it, or orders have used it). Other refusals name their field in
 * words; the dialog shows them as they are.
 */
export function refusedField(code: number): 'code' | null {
  return code === CODE.conflict ? 'code' : null;
}
