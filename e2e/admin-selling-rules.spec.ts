import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  ADDRESS_TYPE,
  type admin,
  centsToDollars,
  deliveryWindow,
  dollarsToCents,
  type Lang,
  REGION_LEVEL,
  shareOfCents,
} from '@printshop/contract';
import { DEMO_STAFF, expectToast, loginAsStaff, openMenu } from './admin';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { addToCart, checkoutSummary, type Place, saveAddress, skuOf, uploadedDesign } from './shop-api';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/**
 * The tax and shipping tables are one per shop, and checkout reads them for every test's order:
 * these tests change a destination no other test ships to (Mexico, and its state Jalisco), put
 * the tables back as they found them whatever happens, and run one after another, never beside
 * each other, since each save replaces a whole table.
 */
test.describe.configure({ mode: 'default' });

const JALISCO: Place = { countryCode: 'MX', provinceCode: 'JAL', city: 'Guadalajara' };
/** A percent and a fee no table of the seed has, so a row showing them is the test's own. */
const RATE = 9.5;
const FEE = 12.34;
/** Far above the test's cart, so its shipping is charged. */
const FREE_OVER = 5000;
/** Business days on the way to Mexico, fewest and most: no seeded row has them. */
const TRANSIT = { minDays: 3, maxDays: 9 };

interface Tables {
  tax: admin.TaxRate[];
  shipping: admin.ShippingRate[];
}

/** The tables as they are now, as the save calls take them. */
async function readTables(request: APIRequestContext): Promise<Tables> {
  const tax = (await callApi(request, 'adminTaxRates', {})).list;
  const shipping = (await callApi(request, 'adminShippingRates', {})).list;
  return {
    tax: tax.map(({ countryCode, provinceCode, rate }) => ({ countryCode, provinceCode, rate })),
    shipping: shipping.map(({ country: _, ...rate }) => rate),
  };
}

/** The tables without the test's own places: what a run cut short (and retried) may have left. */
function withoutTestPlaces({ tax, shipping }: Tables): Tables {
  const isJalisco = (rate: admin.TaxRate) =>
    rate.countryCode === JALISCO.countryCode && rate.provinceCode === JALISCO.provinceCode;
  return {
    tax: tax.filter((rate) => !isJalisco(rate)),
    shipping: shipping.filter((rate) => rate.countryCode !== JALISCO.countryCode),
  };
}

/** Puts both tables back as they were. */
async function restoreTables(request: APIRequestContext, tables: Tables): Promise<void> {
  await callApi(request, 'adminSaveTaxRates', { rates: tables.tax });
  await callApi(request, 'adminSaveShippingRates', { rates: tables.shipping });
}

/** Mexico's and Jalisco's names in the language, as the address forms list them. */
async function placeNames(request: APIRequestContext, lang: Lang) {
  const countries = await callApi(request, 'queryRegion', { level: REGION_LEVEL.country }, { lang });
  const mexico = countries.find((region) => region.regionid === JALISCO.countryCode)!;
  const states = await callApi(
    request,
    'queryRegion',
    { pid: mexico.id, level: REGION_LEVEL.province },
    { lang },
  );
  const jalisco = states.find((region) => region.regionid === JALISCO.provinceCode)!;
  return { mexico: mexico.title, jalisco: jalisco.title };
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, sellingRules: labels, activity, screenError } = ADMIN_TEXT[lang];
  const { tax: taxLabels, shipping: shippingLabels } = labels;
  /** A row's field by its column and the row's place, as the screen names it. */
  const field = (section: Locator, column: string, place: string) =>
    section.getByLabel(fill(labels.rowField, { column, place }), { exact: true });
  const newRow = (n: number) => fill(labels.newRow, { n });
  const sectionOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

  test.describe(`the back office's tax and shipping screen in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the owner adds a state’s tax rate and a country’s shipping fee, which a reload shows and checkout charges', async ({
      page,
      open,
      request,
      signIn,
      isMobile,
    }) => {
      // A shopper's checkout, two screens, two saves and the audit log: a long flow.
      test.slow();
      const names = await placeNames(request, lang);
      // The shopper is ready before any table changes, so the change lasts as little as it can.
      const member = await signIn();
      await addToCart(request, member, await skuOf(request, 'BC-1001', 0), [await uploadedDesign(request)]);
      await saveAddress(request, member, ADDRESS_TYPE.delivery, JALISCO);
      await loginAsStaff(page, 'owner');
      await restoreTables(page.request, withoutTestPlaces(await readTables(page.request)));
      const before = await checkoutSummary(request, member, lang);
      expect(before.tax).toBe(0);

      await open('/admin');
      await openMenu(page, lang, isMobile);
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.sellingRules })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.title);
      const original = await readTables(page.request);
      try {
        const tax = sectionOf(page, taxLabels.title);
        const shipping = sectionOf(page, shippingLabels.title);
        // The row for everywhere else is there, and stays.
        await expect(
          shipping.getByRole('button', { name: fill(labels.removeRow, { place: shippingLabels.anywhere }) }),
        ).toHaveCount(0);
        await expect(shipping.getByText(shippingLabels.anywhere, { exact: true })).toBeVisible();

        await tax.getByRole('button', { name: labels.add }).click();
        const country = field(tax, taxLabels.columns.country, newRow(original.tax.length + 1));
        await expect(country).toBeFocused();
        await country.selectOption(JALISCO.countryCode);
        await field(tax, taxLabels.columns.province, names.mexico).selectOption(JALISCO.provinceCode);
        await field(tax, taxLabels.columns.rate, names.jalisco).fill(String(RATE));
        await expect(tax.getByText(labels.unsaved)).toBeVisible();
        await tax.getByRole('button', { name: taxLabels.save }).click();
        await expectToast(page, 'success', serverMessage(lang, 'taxRatesSaved'));
        await expect(tax.getByText(labels.unsaved)).toBeHidden();

        await shipping.getByRole('button', { name: labels.add }).click();
        // A new row goes before the row for everywhere else.
        await field(shipping, shippingLabels.columns.country, newRow(original.shipping.length)).selectOption(
          JALISCO.countryCode,
        );
        await field(shipping, shippingLabels.columns.fee, names.mexico).fill(String(FEE));
        await field(shipping, shippingLabels.columns.freeOver, names.mexico).fill(String(FREE_OVER));
        await field(shipping, shippingLabels.columns.transitMinDays, names.mexico).fill(
          String(TRANSIT.minDays),
        );
        await field(shipping, shippingLabels.columns.transitMaxDays, names.mexico).fill(
          String(TRANSIT.maxDays),
        );
        await shipping.getByRole('button', { name: shippingLabels.save }).click();
        await expectToast(page, 'success', serverMessage(lang, 'shippingRatesSaved'));

        await open('/admin/selling-rules');
        await expect(field(tax, taxLabels.columns.rate, names.jalisco)).toHaveValue(String(RATE));
        await expect(field(shipping, shippingLabels.columns.fee, names.mexico)).toHaveValue(FEE.toFixed(2));
        await expect(field(shipping, shippingLabels.columns.freeOver, names.mexico)).toHaveValue(
          FREE_OVER.toFixed(2),
        );
        await expect(field(shipping, shippingLabels.columns.transitMaxDays, names.mexico)).toHaveValue(
          String(TRANSIT.maxDays),
        );

        // Checkout charges the shopper in Jalisco the new rate and Mexico's fee.
        const after = await checkoutSummary(request, member, lang);
        const taxed = dollarsToCents(after.totalPrice - after.discount);
        expect(after.tax).toBe(centsToDollars(shareOfCents(taxed, RATE * 100, 10_000)));
        expect(after.tax).toBeGreaterThan(0);
        expect(after.deliveryfee).toBe(FEE);
        // And tells when it arrives from Mexico's transit days, counted on the shop's calendar.
        const { holidays } = await callApi(page.request, 'adminShopCalendar', {});
        const dates = holidays.map((holiday) => holiday.date);
        expect(after.delivery).toEqual(deliveryWindow(after.shipBy!.ships, TRANSIT, dates));

        // Removing the rows and saving puts the tables back as they were.
        await tax.getByRole('button', { name: fill(labels.removeRow, { place: names.jalisco }) }).click();
        await tax.getByRole('button', { name: taxLabels.save }).click();
        await expectToast(page, 'success', serverMessage(lang, 'taxRatesSaved'));
        await shipping.getByRole('button', { name: fill(labels.removeRow, { place: names.mexico }) }).click();
        await shipping.getByRole('button', { name: shippingLabels.save }).click();
        await expectToast(page, 'success', serverMessage(lang, 'shippingRatesSaved'));
        await expect(shipping.getByText(labels.unsaved)).toBeHidden();
        expect(await readTables(page.request)).toEqual(original);
      } finally {
        await restoreTables(page.request, original);
      }
      expect((await checkoutSummary(request, member, lang)).tax).toBe(0);

      // The audit log tells each save.
      await open('/admin/audit?action=taxRates.save');
      await expect(
        page.getByText(fill(activity.taxRatesSaved, { who: DEMO_STAFF.owner.name }), { exact: true }).first(),
      ).toBeVisible();
    });

    test('a row repeating a state shows the server’s refusal and saves nothing; Discard changes puts the table back', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(isCall('adminSaveTaxRates'), 400);
      await loginAsStaff(page, 'owner');
      await open('/admin/selling-rules');
      const before = await readTables(page.request);
      const california = before.tax.find((rate) => rate.countryCode === 'US' && rate.provinceCode === 'CA');
      expect(california).toBeDefined();
      const tax = sectionOf(page, taxLabels.title);
      const save = tax.getByRole('button', { name: taxLabels.save });
      await expect(save).toBeDisabled();

      // A row without a country is not sent: the section says what is missing, at the row.
      await tax.getByRole('button', { name: labels.add }).click();
      const country = field(tax, taxLabels.columns.country, newRow(before.tax.length + 1));
      await save.click();
      await expect(tax.getByRole('alert')).toHaveText(taxLabels.required.country);
      await expect(country).toHaveAttribute('aria-invalid', 'true');
      await expect(country).toBeFocused();

      await country.selectOption('US');
      const usName = (await callApi(page.request, 'adminTaxRates', {}, { lang })).list.find(
        (rate) => rate.countryCode === 'US' && rate.provinceCode === 'CA',
      )!;
      await field(tax, taxLabels.columns.province, usName.country).selectOption('CA');
      await field(tax, taxLabels.columns.rate, usName.province).last().fill('5');
      await save.click();
      await expect(tax.getByRole('alert')).toHaveText(serverMessage(lang, 'rowRepeated'));
      // The edits stay on the page, unsaved; the server's table is as it was.
      await expect(field(tax, taxLabels.columns.rate, usName.province)).toHaveCount(2);
      await expect(tax.getByText(labels.unsaved)).toBeVisible();
      expect(await readTables(page.request)).toEqual(before);

      await tax.getByRole('button', { name: labels.discard }).click();
      await expect(field(tax, taxLabels.columns.rate, usName.province)).toHaveValue(String(california!.rate));
      await expect(tax.getByText(labels.unsaved)).toBeHidden();
      await expect(tax.getByRole('alert')).toHaveCount(0);
      await expect(save).toBeDisabled();
    });

    test('the screen reads on a phone: each row a card, the page never wider than the screen', {
      tag: '@layout',
    }, async ({ page, open }) => {
      await loginAsStaff(page, 'owner');
      await open('/admin/selling-rules');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.title);
      const shipping = sectionOf(page, shippingLabels.title);
      await expect(shipping.getByText(shippingLabels.anywhere, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    });

    test('a production member has no Tax & shipping item, and the screen’s address shows the refusal', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(isCall('adminTaxRates', 'adminShippingRates'), 403);
      guard.allowHttpError((url) => url.pathname === '/admin/selling-rules', 403);
      await loginAsStaff(page, 'production');
      await open('/admin');
      await expect(page.getByRole('navigation', { name: shell.navLabel }).getByRole('link')).toHaveText([
        nav.dashboard,
        nav.orders,
      ]);
      await open('/admin/selling-rules');
      await expect(page.getByRole('alert')).toContainText(screenError.forbidden);
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  });
}
