import {
  ADDRESS_TYPE,
  type api,
  centsToDollars,
  deliveryWindow,
  type Lang,
  type ShopCalendar,
  type TransitDays,
} from '@printshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { addressFields, addressOf, namedAddress } from '../addresses/service.ts';
import { addresses } from '../addresses/tables.ts';
import type { KeptCatalogue } from '../cart/kept-catalogue.ts';
import { cartContents, pricedBy, storedLinesOf } from '../cart/service.ts';
import { shipPromiseNow } from '../content/shop-calendar.ts';
import { liveSession, ofLiveSession, type SessionKey } from '../identity/sessions.ts';
import { orderTotals, type ShippingRule } from './pricing.ts';
import {
  ESTIMATE_COUNTRY,
  findCoupon,
  shippingRowsOf,
  shippingRule,
  shippingRuleIn,
  taxRateBp,
  taxRateOf,
} from './rules.ts';

/** What a destination is charged: its sales tax and its shipping rule. */
interface DestinationRules {
  taxBp: number;
  shipping: ShippingRule & TransitDays;
}

/** Tax rate and shipping rule of a destination; without one, no tax and the US fee as an estimate. */
async function destinationRules(
  db: Db,
  delivery: { countryCode: string; provinceCode: string } | null,
): Promise<DestinationRules> {
  const [taxBp, shipping] = await Promise.all([
    delivery ? taxRateBp(db, delivery.countryCode, delivery.provinceCode) : 0,
    shippingRule(db, delivery?.countryCode ?? ESTIMATE_COUNTRY),
  ]);
  return { taxBp, shipping };
}

/** Prices a member's lines by a destination's `rules` with an optional coupon (validated, not redeemed). */
async function priceBy(
  db: Db,
  subtotalCents: number,
  rules: DestinationRules,
  couponCode: string | undefined,
  memberId: number,
) {
  const coupon = couponCode ? await findCoupon(db, couponCode, subtotalCents, memberId) : null;
  const totals = orderTotals({ subtotalCents, coupon, taxRateBp: rules.taxBp, shipping: rules.shipping });
  const { minDays, maxDays } = rules.shipping;
  return { coupon, totals, transit: { minDays, maxDays } };
}

/** Prices a member's lines for a delivery address with an optional coupon (validated, not redeemed). */
export async function priceOrder(
  db: Db,
  subtotalCents: number,
  delivery: { countryCode: string; provinceCode: string } | null,
  couponCode: string | undefined,
  memberId: number,
) {
  return priceBy(db, subtotalCents, await destinationRules(db, delivery), couponCode, memberId);
}

/** When the cart ships if ordered now, and the days it may arrive after `transit` days on the way. */
function shipDates(productionDays: number | null, transit: TransitDays, calendar: ShopCalendar) {
  if (productionDays === null) return { shipBy: null, delivery: null };
  const shipBy = shipPromiseNow(productionDays, calendar);
  return { shipBy, delivery: deliveryWindow(shipBy.ships, transit, calendar.holidays) };
}

/**
 * The checkout reads the session, the cart, the delivery address with its places named, and the
 * address's tax and shipping rules (the US's without one) in one statement: prepared (db/prepared.ts).
 */
const checkoutOfSession = preparedPerDatabase((db) => {
  const live = liveSession(db);
  return db
    .select({
      memberId: live.memberId,
      lines: storedLinesOf(live.memberId),
      delivery: addressFields(db),
      taxBp: taxRateOf(addresses.countryCode, addresses.provinceCode),
      shipping: shippingRowsOf(sql`coalesce(${addresses.countryCode}, ${ESTIMATE_COUNTRY})`),
    })
    .from(live)
    .leftJoin(addresses, addressOf(live.memberId, ADDRESS_TYPE.delivery))
    .prepare('checkout_of_session');
});

/**
 * GET /api/order/toOrder: the cart of the member the session opens (else a 401) priced for the
 * delivery address, before anything is ordered, and when it would ship and arrive by the shop's
 * calendar.
 */
export async function checkoutSummary(
  db: Db,
  session: SessionKey,
  lang: Lang,
  couponCode: string | undefined,
  kept: KeptCatalogue,
): Promise<api.CheckoutSummary> {
  const [rows, shopDays] = await Promise.all([checkoutOfSession(db).execute(session), kept.calendar()]);
  const [{ memberId, lines, delivery, taxBp, shipping }] = ofLiveSession(rows);
  const cart = cartContents(await pricedBy(lines, kept.skus), lang);
  const rules = { taxBp, shipping: shippingRuleIn(shipping) };
  const { coupon, totals, transit } = await priceBy(db, cart.subtotalCents, rules, couponCode, memberId);
  return {
    ...shipDates(cart.productionDays, transit, shopDays),
    cartAdvancedList: cart.list,
    totalPrice: centsToDollars(totals.subtotalCents),
    memberAddress: delivery && namedAddress(delivery, lang),
    tax: centsToDollars(totals.taxCents),
    deliveryfee: centsToDollars(totals.shippingCents),
    discount: centsToDollars(totals.discountCents),
    total: centsToDollars(totals.totalCents),
    coupon: coupon?.code ?? null,
  };
}
