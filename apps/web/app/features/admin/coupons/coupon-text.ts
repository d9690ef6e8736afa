import { type admin, formatMoney, type Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import type { AdminMessages } from '../i18n/messages';

type CouponTexts = AdminMessages['coupons'];

/** What a coupon takes off: "15%", or "$5.00" / "5.00 美元". */
export function discountText(coupon: admin.AdminCoupon, texts: CouponTexts, lang: Lang): string {
  return coupon.kind === 'percent'
    ? interpolate(texts.percentOff, { value: coupon.value })
    : formatMoney(coupon.value, lang);
}

/** How often it was used, against its limit when it has one: "3 / 100", or "3". */
export function usesText(coupon: admin.AdminCoupon, texts: CouponTexts): string {
  return coupon.usageLimit === null
    ? String(coupon.used)
    : interpolate(texts.uses, { used: coupon.used, limit: coupon.usageLimit });
}

/** The subtotal it needs, or that it needs none. */
export function minimumText(coupon: admin.AdminCoupon, texts: CouponTexts, lang: Lang): string {
  return coupon.minSubtotal > 0 ? formatMoney(coupon.minSubtotal, lang) : texts.noMinimum;
}
