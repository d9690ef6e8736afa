import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  ADDRESS_TYPE,
  admin,
  deliveryWindow,
  type Lang,
  type ShipPromise,
  type ShopCalendar,
  shipPromiseOf,
} from '@printshop/contract';
import { formatShopTime, formatShortDay } from '../apps/web/app/lib/dates.ts';
import { loginAsStaff } from './admin';
import { callApi } from './api-client';
import { expect, type Member, test } from './fixtures';
import { addToCart, type Place, saveAddress, skuOf } from './shop-api';
import { fill, SHOP_TEXT } from './texts';

const PRODUCT = 'BC-1001';

/**
 * The ship-by dates are the server's rules applied to the time of the request, and a product page
 * may come from caches up to 90 seconds old (docs/decisions/087). So a test does not guess
 * today's date: it reads the shop's calendar and the product's production days, and accepts the
 * promise of any moment from 100 seconds before it opened the page until it read it. The rules
 * change their answer only at a cut-off or a midnight, hours apart, so that is one or two texts.
 */
interface ShopRules {
  calendar: ShopCalendar;
  productionDays: number;
  /** The transit days of each country with a row of its own, and of everywhere else. */
  transit: admin.ShippingRate[];
}

/** The rules as the owner set them, read through a staff session in this test's browser. */
async function shopRules(page: Page): Promise<ShopRules> {
  await loginAsStaff(page, 'owner');
  const [calendar, product, rates] = await Promise.all([
    callApi(page.request, 'adminShopCalendar', {}),
    callApi(page.request, 'adminProduct', { productNo: PRODUCT }),
    callApi(page.request, 'adminShippingRates', {}),
  ]);
  return {
    calendar: { ...calendar, holidays: calendar.holidays.map((holiday) => holiday.date) },
    productionDays: product.product.productionDays,
    transit: rates.list,
  };
}

/** The promises of an order placed from `since` until now, earliest first and each once. */
function promisesSince(since: number, rules: ShopRules): ShipPromise[] {
  const [first, last] = [since, Date.now()].map((time) =>
    shipPromiseOf(new Date(time), rules.productionDays, rules.calendar),
  );
  return JSON.stringify(first) === JSON.stringify(last) ? [first!] : [first!, last!];
}

/** "Order by 12:00 PM PT today and it ships Thu, Dec 3", as the shopper's language writes it. */
function promiseText(promise: ShipPromise, lang: Lang): string {
  const { time, weekday } = formatShopTime(promise, lang);
  const date = formatShortDay(promise.ships, lang);
  const words = SHOP_TEXT[lang].storefront.shipBy;
  return promise.orderByToday
    ? fill(words.orderToday, { time, date })
    : fill(words.orderOn, { time, weekday, date });
}

/** Exactly one of the texts, whatever spaces the browser puts between a time and its AM or PM. */
function oneOf(texts: string[]): RegExp {
  const escaped = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(`^(?:${escaped.join('|')})$`);
}

async function expectOneOf(note: Locator, texts: string[]): Promise<void> {
  await expect(note).toHaveText(oneOf(texts));
}

/** A signed-in member with a business card in the cart and a delivery address in `place`. */
async function shopperWithCart(request: APIRequestContext, signIn: () => Promise<Member>, place: Place) {
  const member = await signIn();
  await addToCart(request, member, await skuOf(request, PRODUCT, 0));
  await saveAddress(request, member, ADDRESS_TYPE.delivery, place);
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  test(`the product page says by when to order and the day it ships, in ${lang} @layout`, async ({
    page,
    open,
    useLang,
  }) => {
    const rules = await shopRules(page);
    await useLang(lang);
    const since = Date.now() - 100_000;
    await open(`/product?no=${PRODUCT}`);
    const note = page.getByTestId('ship-by');
    await expect(note).toBeVisible();
    await expectOneOf(
      note,
      promisesSince(since, rules).map((promise) => promiseText(promise, lang)),
    );
  });
}

const CHECKOUTS = [
  { lang: 'en', place: { countryCode: 'US', provinceCode: 'CA', city: 'San Francisco' }, tag: '' },
  { lang: 'zh', place: { countryCode: 'CA', provinceCode: 'ON', city: 'Toronto' }, tag: ' @phone' },
] as const;

for (const { lang, place, tag } of CHECKOUTS) {
  test(`checkout shows the day the order ships and the days it arrives in ${place.countryCode}, in ${lang}${tag}`, async ({
    page,
    open,
    request,
    signIn,
    useLang,
  }) => {
    const rules = await shopRules(page);
    await shopperWithCart(request, signIn, place);
    await useLang(lang);
    const since = Date.now();
    await open('/checkout');
    const summary = page.getByRole('region', { name: SHOP_TEXT[lang].checkoutPage.summary.title });
    const note = summary.getByTestId('ship-by');
    await expect(note).toBeVisible();
    const promises = promisesSince(since, rules);
    await expectOneOf(
      note,
      promises.map((promise) => promiseText(promise, lang)),
    );
    const rate =
      rules.transit.find((row) => row.countryCode === place.countryCode) ??
      rules.transit.find((row) => row.countryCode === admin.ANY_COUNTRY)!;
    const windows = promises.map(({ ships }) => {
      const { from, to } = deliveryWindow(
        ships,
        { minDays: rate.transitMinDays, maxDays: rate.transitMaxDays },
        rules.calendar.holidays,
      );
      return fill(SHOP_TEXT[lang].storefront.shipBy.arrives, {
        from: formatShortDay(from, lang),
        to: formatShortDay(to, lang),
      });
    });
    await expectOneOf(summary.getByTestId('delivery-window'), windows);
  });
}
