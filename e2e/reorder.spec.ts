import type { Page } from '@playwright/test';
import { formatMoney, type Lang } from '@printshop/contract';
import { expectToast } from './admin';
import { callApi } from './api-client';
import { expect, test } from './fixtures';
import { placeOrder } from './production-api';
import { cartLines } from './shop-api';
import { fill, SHOP_TEXT, serverMessage } from './texts';

/** Waits for the page a redirect opened to hydrate, so what the test reads is the page's own. */
async function arrivedAt(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const shop = SHOP_TEXT[lang];
  const { reorder } = shop.ordersPage;
  const cart = shop.cartPage;

  test.describe(`order again in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('an item ordered again from the list and from its page lands in the cart at today’s price, with its files', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'delivered');
      const { dtl } = await callApi(
        page.request,
        'getOrderDetail',
        { orderId: placed.orderId, orderItemId: placed.itemId },
        { token: member.token, lang },
      );
      const orderAgain = fill(reorder.buttonOf, { name: dtl.productName });

      await open('/order');
      await page.getByRole('button', { name: orderAgain }).click();
      await expectToast(page, 'success', serverMessage(lang, 'reordered'));
      await arrivedAt(page, '/cart');

      // The same combination and files, priced as the product page prices that combination today.
      const [line, ...others] = await cartLines(page.request, member, lang);
      expect(others).toEqual([]);
      expect(line!.parsedSkuAttrs).toEqual(dtl.productAttributeVOList);
      expect(line!.fileurllist).toEqual(dtl.filelist);
      const product = await callApi(page.request, 'productDetail', { productNo: dtl.productNo }, { lang });
      const today = product.skulist.find((sku) => sku.skuCode === line!.skuCode)!.price;
      expect(line!.unitPrice).toBe(today);

      const row = page.getByRole('list', { name: cart.listLabel, exact: true }).locator(':scope > li');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('heading')).toHaveText(dtl.productName);
      await expect(row.getByRole('definition')).toHaveText(dtl.productAttributeVOList.map((a) => a.value));
      await expect(row.getByRole('link', { name: fill(cart.line.design, { number: 1 }) })).toHaveAttribute(
        'href',
        dtl.filelist[0]!,
      );
      await expect(row.locator('p', { hasText: cart.line.unitPrice })).toContainText(
        formatMoney(today, lang),
      );

      // From the item's own page, the same line holds one more.
      await open(`/orderDetail?no=${placed.orderId}&oid=${placed.itemId}`);
      await page.getByRole('button', { name: orderAgain }).click();
      await expectToast(page, 'success', serverMessage(lang, 'reordered'));
      await arrivedAt(page, '/cart');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('group', { name: cart.line.quantity }).locator('output')).toHaveText(
        String(2 * dtl.qty),
      );
    });
  });
}
