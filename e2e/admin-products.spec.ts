import type { APIRequestContext, Page } from '@playwright/test';
import { type admin, formatMoney, type Lang } from '@printshop/contract';
import { DEMO_STAFF, expectToast, loginAsStaff, openMenu } from './admin';
import { callApi, isCall, sendCall } from './api-client';
import { expect, test } from './fixtures';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/**
 * The products whose prices these tests change: table tents, which no other test orders, lists
 * or prices. The tests run side by side on one server, so each language has its own two, and every
 * price is put back at the end.
 */
const PRODUCTS: Record<Lang, [string, string]> = {
  en: ['TT-1001', 'TT-1002'],
  zh: ['TT-1003', 'TT-1004'],
};
/** Only read: its screens' layout on a phone. */
const READ_ONLY = 'TT-1005';
const PERCENT = 5;

/** A price moved by PERCENT %, as the server moves it: to the cent, half up, never below one. */
const moved = (price: number) =>
  Math.max(1, Math.round((Math.round(price * 100) * (100 + PERCENT)) / 100)) / 100;

const rangeOf = (prices: number[], lang: Lang) =>
  `${formatMoney(Math.min(...prices), lang)} – ${formatMoney(Math.max(...prices), lang)}`;

/** Against the viewport's width: on a phone, window.innerWidth grows with a page that overflows. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** A matrix whose every combination has a price, as every demo product's has. */
type PricedMatrix = Omit<admin.PriceMatrix, 'skus'> & {
  skus: (admin.PriceMatrix['skus'][number] & { price: number })[];
};

function priced(matrix: admin.PriceMatrix): PricedMatrix {
  const skus = matrix.skus.map(({ price, ...sku }) => {
    if (price === null) throw new Error(`${matrix.productNo} ${sku.codes} has no price`);
    return { ...sku, price };
  });
  return { ...matrix, skus };
}

/** A matrix of 2,500 combinations: five groups of five, five, five, four and five values. */
function largeMatrix(): PricedMatrix {
  const sizes = [5, 5, 5, 4, 5];
  const groups = sizes.map((size, group) => ({
    name: `Option ${group + 1}`,
    values: Array.from({ length: size }, (_, value) => ({
      code: `${String.fromCharCode(65 + group)}${value + 1}`,
      label: `Value ${group + 1}.${value + 1}`,
    })),
  }));
  let combinations: admin.PriceMatrix['groups'][number]['values'][] = [[]];
  for (const group of groups) {
    combinations = combinations.flatMap((picked) => group.values.map((value) => [...picked, value]));
  }
  return {
    productNo: 'BIG-2500',
    name: 'Large matrix',
    groups,
    skus: combinations.map((values, index) => {
      const codes = values.map((value) => value.code).join('');
      return {
        codes,
        skuCode: `BIG-2500-${codes}`,
        values: values.map((value) => value.label),
        price: (1000 + index) / 100,
      };
    }),
  };
}

/** Puts a product's prices back as a matrix read earlier had them. */
async function restore(request: APIRequestContext, matrix: PricedMatrix): Promise<void> {
  await callApi(request, 'adminSaveProductPrices', {
    productNo: matrix.productNo,
    skus: matrix.skus.map(({ codes, price }) => ({ codes, price })),
  });
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, products, productPrices, activity, screenError } = ADMIN_TEXT[lang];
  const [first, second] = PRODUCTS[lang];

  test.describe(`the back office's products in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the owner moves two products’ prices by a percentage, then changes one price in the matrix, and the shop follows at once', async ({
      page,
      open,
      request,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminSaveProductPrices'), 400);
      await loginAsStaff(page, 'owner');
      const read = async (productNo: string) =>
        priced(await callApi(page.request, 'adminProductPrices', { productNo }, { lang }));
      const before = await Promise.all([read(first), read(second)]);

      try {
        await open('/admin');
        await openMenu(page, lang, isMobile);
        await page
          .getByRole('navigation', { name: shell.navLabel })
          .getByRole('link', { name: nav.products })
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(products.title);

        // The list filtered by the products' category, which the address keeps.
        const { list } = await callApi(page.request, 'adminProductList', { q: first }, { lang });
        const category = list.find((row) => row.productNo === first)!.category;
        const filters = page.getByRole('form', { name: products.filters.label });
        await filters.getByLabel(products.filters.category).selectOption({ label: category });
        await filters.getByRole('button', { name: products.filters.apply }).click();
        await expect(page).toHaveURL(/[?&]categoryId=\d+/);
        const rowOf = (productNo: string) => page.getByRole('row').filter({ hasText: productNo });
        for (const matrix of before) {
          const row = rowOf(matrix.productNo);
          await expect(row).toContainText(category);
          await expect(row).toContainText(matrix.name);
          await expect(row).toContainText(products.shown);
          await expect(row).toContainText(String(matrix.skus.length));
          await expect(row).toContainText(
            rangeOf(
              matrix.skus.map((sku) => sku.price),
              lang,
            ),
          );
        }
        const rows = await page.locator('tbody tr').count();
        await expect(page.getByText(fill(products.found, { count: rows }))).toBeVisible();

        // Both picked, their prices moved by 5 % after the dialog says what follows.
        for (const productNo of [first, second]) {
          await page.getByRole('checkbox', { name: fill(products.select.row, { productNo }) }).check();
        }
        const bulk = page.getByRole('region', { name: products.bulk.label });
        await expect(bulk).toContainText(fill(products.bulk.selected, { count: 2 }));
        await bulk.getByRole('button', { name: products.bulk.reprice }).click();
        const dialog = page.getByRole('dialog', { name: fill(products.bulk.title, { count: 2 }) });
        await expect(dialog).toContainText(fill(products.bulk.body, { count: 2 }));
        const percent = dialog.getByLabel(products.bulk.percent, { exact: true });
        // 0 % moves nothing: the dialog says what it takes, and stays open.
        await percent.fill('0');
        await dialog.getByRole('button', { name: products.bulk.confirm }).click();
        await expect(dialog.getByRole('alert')).toHaveText(products.percentInvalid);
        await percent.fill(String(PERCENT));
        await dialog.getByRole('button', { name: products.bulk.confirm }).click();
        const movedPrices = before.map((matrix) => matrix.skus.map((sku) => moved(sku.price)));
        const skus = before
          .flatMap((matrix) => matrix.skus)
          .filter((sku) => moved(sku.price) !== sku.price).length;
        await expectToast(
          page,
          'success',
          serverMessage(lang, 'productsRepriced', { skus, products: 2, percent: PERCENT }),
        );
        await expect(dialog).toBeHidden();
        await expect(bulk).toBeHidden();
        for (const [index, matrix] of before.entries()) {
          await expect(rowOf(matrix.productNo)).toContainText(rangeOf(movedPrices[index]!, lang));
        }

        // The first product's matrix, narrowed to one value of its first option.
        await rowOf(first)
          .getByRole('link', { name: fill(products.pricesOf, { productNo: first }) })
          .click();
        const matrix = await read(first);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fill(productPrices.title, { name: matrix.name }),
        );
        const group = matrix.groups[0]!;
        const value = group.values[1]!;
        await page.getByLabel(group.name, { exact: true }).selectOption({ label: value.label });
        const shown = matrix.skus.filter((sku) => sku.values[0] === value.label);
        await expect(
          page.getByText(fill(productPrices.showing, { shown: shown.length, count: matrix.skus.length })),
        ).toBeVisible();
        const sku = shown[0]!;
        const cell = page.getByRole('spinbutton', {
          name: fill(productPrices.priceOf, { combination: sku.values.join(' · ') }),
          exact: true,
        });
        await expect(cell).toHaveValue(sku.price.toFixed(2));
        const save = (count: number) =>
          page.getByRole('button', { name: fill(productPrices.save, { count }) });

        // The helper moves the rows shown in the grid only, for review; Discard puts them back.
        await page.getByLabel(productPrices.percent.label, { exact: true }).fill('10');
        await page
          .getByRole('button', { name: fill(productPrices.percent.apply, { count: shown.length }) })
          .click();
        await expect(cell).toHaveValue(
          (Math.round((Math.round(sku.price * 100) * 110) / 100) / 100).toFixed(2),
        );
        await expect(save(shown.length)).toBeEnabled();
        await page.getByRole('button', { name: productPrices.discard }).click();
        await expect(cell).toHaveValue(sku.price.toFixed(2));
        await expect(save(0)).toBeDisabled();

        // What the server refuses, it says above the grid, and nothing is saved.
        await cell.fill('0');
        await expect(save(1)).toBeEnabled();
        const refused = await sendCall(
          page.request,
          'adminSaveProductPrices',
          { productNo: first, skus: [{ codes: sku.codes, price: 0 }] },
          { lang },
        );
        await save(1).click();
        await expect(page.getByRole('alert')).toHaveText((await refused.json()).msg);

        const price = 123.45;
        await cell.fill(String(price));
        await save(1).click();
        await expectToast(page, 'success', serverMessage(lang, 'pricesSaved', { name: matrix.name }));
        await expect(page.getByRole('alert')).toBeHidden();
        await expect(cell).toHaveValue(price.toFixed(2));
        await expect(save(0)).toBeDisabled();
        await expectNoHorizontalScroll(page);

        // The shop prices both at once: the cell saved, and the other product moved by 5 %.
        const shopPrice = async (productNo: string, codes: string) =>
          (await callApi(request, 'productDetail', { productNo }, { lang })).skulist.find(
            (line) => line.codes === codes,
          )!.price;
        expect(await shopPrice(first, sku.codes)).toBe(price);
        const other = before[1]!.skus[0]!;
        expect(await shopPrice(second, other.codes)).toBe(moved(other.price));

        // The audit log tells both, in the reader's words.
        const who = DEMO_STAFF.owner.name;
        await open('/admin/audit?action=product.prices');
        await expect(
          page.getByRole('row').filter({ hasText: fill(activity.priceChanged, { who, product: first }) }),
        ).toHaveCount(1);
        await open('/admin/audit?action=product.reprice');
        await expect(
          page
            .getByRole('row')
            .filter({ hasText: fill(activity.pricesMoved, { who, product: second, percent: PERCENT }) }),
        ).toHaveCount(1);
      } finally {
        for (const matrix of before) await restore(page.request, matrix);
      }
    });

    test('a matrix of 2,500 combinations draws only the rows in view, and scrolls, filters and edits as a small one', async ({
      page,
      open,
      guard,
    }) => {
      await loginAsStaff(page, 'owner');
      const matrix = largeMatrix();
      // The largest matrix the shop expects, which no seeded product has: the server's answer stands
      // in, and the page of a product that does not exist answers 404 (decision 078).
      guard.allowHttpError((url) => url.pathname === `/admin/products/${matrix.productNo}/prices`, 404);
      await page.route(isCall('adminProductPrices'), (route) =>
        route.fulfill({ json: { code: 200, msg: '', data: matrix } }),
      );
      await open(`/admin/products/${matrix.productNo}/prices`);
      const count = matrix.skus.length;
      await expect(page.getByText(fill(productPrices.showing, { shown: count, count }))).toBeVisible();
      const grid = page.getByRole('table', { name: productPrices.grid });
      await expect(grid).toHaveAttribute('aria-rowcount', String(count + 1));
      const drawn = () => grid.getByRole('spinbutton').count();
      expect(await drawn()).toBeLessThan(80);

      // The last row is there once the grid's box is scrolled to it, and takes a price.
      const last = matrix.skus.at(-1)!;
      const lastCell = page.getByRole('spinbutton', {
        name: fill(productPrices.priceOf, { combination: last.values.join(' · ') }),
        exact: true,
      });
      await expect(lastCell).toHaveCount(0);
      await grid.evaluate((table) => table.parentElement!.scrollTo({ top: table.scrollHeight }));
      await expect(lastCell).toHaveValue(last.price.toFixed(2));
      expect(await drawn()).toBeLessThan(80);
      await lastCell.fill('99.99');
      await expect(page.getByRole('button', { name: fill(productPrices.save, { count: 1 }) })).toBeEnabled();

      // A filter narrows the rows; the typed price stays marked across it.
      const group = matrix.groups[0]!;
      await page.getByLabel(group.name, { exact: true }).selectOption({ label: group.values.at(-1)!.label });
      await expect(page.getByText(fill(productPrices.showing, { shown: count / 5, count }))).toBeVisible();
      await page.getByRole('button', { name: productPrices.discard }).click();
      await expect(page.getByRole('button', { name: fill(productPrices.save, { count: 0 }) })).toBeDisabled();
    });

    test('the products list and a price matrix fit the screen, and an unknown product is not found', {
      tag: '@layout',
    }, async ({ page, open, guard }) => {
      await loginAsStaff(page, 'owner');
      await open(`/admin/products?q=${READ_ONLY}`);
      await expect(page.getByRole('row').filter({ hasText: READ_ONLY })).toHaveCount(1);
      await expectNoHorizontalScroll(page);

      await page.getByRole('link', { name: fill(products.pricesOf, { productNo: READ_ONLY }) }).click();
      await expect(page.getByRole('table', { name: productPrices.grid })).toBeVisible();
      await expect(page.getByRole('spinbutton').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      // The way back keeps the list's view.
      await page.getByRole('link', { name: productPrices.back }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/products\\?q=${READ_ONLY}$`));

      guard.allowHttpError(isCall('adminProductPrices'), 404);
      // The page itself answers 404 too (decision 078), and its screen says why.
      guard.allowHttpError((url) => url.pathname === '/admin/products/NO-SUCH-1/prices', 404);
      await open('/admin/products/NO-SUCH-1/prices');
      const refusal = page.getByRole('alert');
      await expect(refusal.getByRole('heading', { level: 1 })).toHaveText(screenError.productNotFound);
      await expect(refusal.getByRole('link', { name: productPrices.back })).toHaveAttribute(
        'href',
        '/admin/products',
      );
    });
  });
}
