import {
  ADDRESS_TYPE,
  type api,
  centsToDollars,
  deliveryWindow,
  type Lang,
  type ShopCalendar,
  shipPromiseOf,
  type TransitDays,
} from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { findAddress } from '../addresses/service.ts';
import { cartContents } from '../cart/service.ts';
import { orderTotals } from './pricing.ts';
import { ESTIMATE_COUNTRY, findCoupon, shippingRule, taxRateBp } from './rules.ts';

/** Tax rate and shipping rule of a destination; without one, no tax and the US fee as an estimate. */
async function destinationRules(db: Db, delivery: { countryCode: string; provinceCode: string } | null) {
  const [taxBp, shipping] = await Promise.all([
    delivery ? taxRateBp(db, delivery.countryCode, delivery.provinceCode) : 0,
    shippingRule(db, delivery?.countryCode ?? ESTIMATE_COUNTRY),
  ]);
  return { taxBp, shipping };
}

/** Prices a member's lines for a delivery address with an optional coupon (validated, not redeemed). */
export async function priceOrder(
  db: Db,
  subtotalCents: number,
  delivery: { countryCode: string; provinceCode: string } | null,
  couponCode: string | undefined,
  memberId: number,
) {
  const coupon = couponCode ? await findCoupon(db, couponCode, subtotalCents, memberId) : null;
  const { taxBp, shipping } = await destinationRules(db, delivery);
  const totals = orderTotals({ subtotalCents, coupon, taxRateBp: taxBp, shipping });
  return { coupon, totals, transit: { minDays: shipping.minDays, maxDays: shipping.maxDays } };
}

/** When the cart ships if ordered now, and the days it may arrive after `transit` days on the way. */
function shipDates(productionDays: number | null, transit: TransitDays, calendar: ShopCalendar) {
  if (productionDays === null) return { shipBy: null, delivery: null };
  const shipBy = shipPromiseOf(new Date(), productionDays, calendar);
  return { shipBy, delivery: deliveryWindow(shipBy.ships, transit, calendar.holidays) };
}

/**
 * GET /api/order/toOrder: the cart priced for the delivery address, before anything is ordered,
 * and when it would ship and arrive by the shop's `calendar`.
 */
export async function checkoutSummary(
  db: Db,
  memberId: number,
  lang: Lang,
  couponCode: string | undefined,
  calendar: () => Promise<ShopCalendar>,
): Promise<api.CheckoutSummary> {
  const [cart, delivery, shopDays] = await Promise.all([
    cartContents(db, memberId, lang),
    findAddress(db, memberId, ADDRESS_TYPE.delivery, lang),
    calendar(),
  ]);
  const { coupon, totals, transit } = await priceOrder(
    db,
    cart.subtotalCents,
    delivery ?? null,
    couponCode,
    memberId,
  );
  return {
    ...shipDates(cart.productionDays, transit, shopDays),
    cartAdvancedList: cart.list,
    totalPrice: centsToDollars(totals.subtotalCents),
    memberAddress: delivery ?? null,
    tax: centsToDollars(totals.taxCents),
    deliveryfee: centsToDollars(totals.shippingCents),
    discount: centsToDollars(totals.discountCents),
    total: centsToDollars(totals.totalCents),
    coupon: coupon?.code ?? null,
  };
}
