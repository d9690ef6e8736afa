import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import { adminTexts } from '../i18n/admin-texts';
import {
  type CouponValues,
  changesCoupon,
  couponChecks,
  couponInput,
  couponValuesOf,
  NO_COUPON,
  refusedField,
} from './coupon-form';
import { discountText, minimumText, usesText } from './coupon-text';

const MESSAGES = { code: 'code', value: 'value' };

const warning = (values: CouponValues) => firstFailure(couponChecks(MESSAGES), values)?.message ?? null;

const SPRING: admin.AdminCoupon = {
  id: 4,
  code: 'SPRING15',
  kind: 'percent',
  value: 15,
  minSubtotal: 50,
  startsOn: '2026-03-01',
  endsOn: '2026-05-31',
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
  used: 3,
  createTime: '2026-02-20T10:00:00.000Z',
};

const FIVE_OFF: admin.AdminCoupon = {
  ...SPRING,
  id: 5,
  code: 'five-off',
  kind: 'fixed',
  value: 5,
  minSubtotal: 0,
  startsOn: null,
  endsOn: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: false,
  used: 0,
};

describe('couponChecks', () => {
  it('needs a code, then a discount; spaces alone are no code', () => {
    expect(warning(NO_COUPON)).toBe('code');
    expect(warning({ ...NO_COUPON, code: '   ', value: '10' })).toBe('code');
    expect(warning({ ...NO_COUPON, code: 'SPRING15' })).toBe('value');
    expect(warning({ ...NO_COUPON, code: 'SPRING15', value: ' ' })).toBe('value');
    expect(warning({ ...NO_COUPON, code: 'SPRING15', value: '15' })).toBeNull();
  });

  it('leaves everything else to the server: a percentage over 100, a last day before the first', () => {
    expect(
      warning({ ...NO_COUPON, code: 'x y', value: '150', startsOn: '2026-05-01', endsOn: '2026-04-01' }),
    ).toBeNull();
  });
});

describe('couponInput', () => {
  it('sends empty fields as none: no minimum, no days, no limits', () => {
    expect(couponInput({ ...NO_COUPON, code: ' spring15 ', value: '15' })).toEqual({
      code: 'spring15',
      kind: 'percent',
      value: 15,
      minSubtotal: 0,
      startsOn: null,
      endsOn: null,
      usageLimit: null,
      perCustomerLimit: null,
      active: true,
    });
  });

  it('sends the numbers and days typed, as typed, for the server to judge', () => {
    const values: CouponValues = {
      code: 'FIVE',
      kind: 'fixed',
      value: '5.5',
      minSubtotal: '25.00',
      startsOn: '2026-03-01',
      endsOn: '2026-02-01',
      usageLimit: '0',
      perCustomerLimit: '1.5',
      active: false,
    };
    expect(couponInput(values)).toEqual({
      code: 'FIVE',
      kind: 'fixed',
      value: 5.5,
      minSubtotal: 25,
      startsOn: '2026-03-01',
      endsOn: '2026-02-01',
      usageLimit: 0,
      perCustomerLimit: 1.5,
      active: false,
    });
  });
});

describe('couponValuesOf', () => {
  it('fills the form with the coupon as it is, amounts in dollars and cents', () => {
    expect(couponValuesOf(SPRING)).toEqual({
      code: 'SPRING15',
      kind: 'percent',
      value: '15',
      minSubtotal: '50.00',
      startsOn: '2026-03-01',
      endsOn: '2026-05-31',
      usageLimit: '100',
      perCustomerLimit: '1',
      active: true,
    });
    expect(couponValuesOf(FIVE_OFF)).toEqual({
      ...NO_COUPON,
      code: 'five-off',
      kind: 'fixed',
      value: '5.00',
      active: false,
    });
  });

  it('gives back the coupon’s fields unchanged when nothing is edited', () => {
    for (const coupon of [SPRING, FIVE_OFF]) {
      const { id: _, used: __, createTime: ___, ...fields } = coupon;
      expect(couponInput(couponValuesOf(coupon))).toEqual(fields);
    }
  });
});

describe('changesCoupon', () => {
  it('sees no change in the form as filled, nor in the same amounts written otherwise', () => {
    expect(changesCoupon(SPRING, couponInput(couponValuesOf(SPRING)))).toBe(false);
    const rewritten = { ...couponValuesOf(FIVE_OFF), value: '5', minSubtotal: '0', code: ' five-off ' };
    expect(changesCoupon(FIVE_OFF, couponInput(rewritten))).toBe(false);
  });

  it('sees any field changed, the case of the code included', () => {
    const values = couponValuesOf(SPRING);
    expect(changesCoupon(SPRING, couponInput({ ...values, active: false }))).toBe(true);
    expect(changesCoupon(SPRING, couponInput({ ...values, code: 'spring15' }))).toBe(true);
    expect(changesCoupon(SPRING, couponInput({ ...values, endsOn: '' }))).toBe(true);
    expect(changesCoupon(SPRING, couponInput({ ...values, perCustomerLimit: '' }))).toBe(true);
  });
});

describe('refusedField', () => {
  it('puts a conflict at the code, and anything else in the dialog', () => {
    expect(refusedField(409)).toBe('code');
    expect(refusedField(400)).toBeNull();
    expect(refusedField(0)).toBeNull();
  });
});

describe('a coupon in the list', () => {
  it('shows its discount, minimum and uses in each language', () => {
    const en = adminTexts('en').coupons;
    const zh = adminTexts('zh').coupons;
    expect(discountText(SPRING, en, 'en')).toBe('15%');
    expect(discountText(FIVE_OFF, en, 'en')).toBe('$5.00');
    expect(discountText(FIVE_OFF, zh, 'zh')).toBe('5.00 美元');
    expect(minimumText(SPRING, en, 'en')).toBe('$50.00');
    expect(minimumText(FIVE_OFF, en, 'en')).toBe(en.noMinimum);
    expect(usesText(SPRING, en)).toBe('3 / 100');
    expect(usesText(FIVE_OFF, en)).toBe('0');
  });
});
