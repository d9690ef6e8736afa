import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@printshop/contract';
import { expectToast, loginAsStaff } from './admin';
import { callApi } from './api-client';
import { expect, test } from './fixtures';
import { type PlacedItem, placeOrder } from './production-api';
import { fill, SHOP_TEXT, serverMessage } from './texts';

/**
 * Hang tags: a product no other spec counts the reviews of, since the tests run side by side on one
 * server and a review changes its product's count everywhere.
 */
const PRODUCT = 'HT-1001';

const detailPath = ({ orderId, itemId }: PlacedItem) => `/orderDetail?no=${orderId}&oid=${itemId}`;

/** The review block of an order's page, under its heading. */
function reviewBlock(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('region', { name: title });
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const shop = SHOP_TEXT[lang];
  const { review } = shop.ordersPage;
  const starLabel = (count: number) => fill(count === 1 ? review.star_one : review.star_other, { count });

  test.describe(`a buyer’s review in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the buyer reviews a delivered item and sees it on the product page with the badge; hidden, it goes', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'delivered', PRODUCT);
      const before = (await callApi(page.request, 'productDetail', { productNo: PRODUCT }, { lang }))
        .productItem;
      const title = `Sharp and sturdy ${placed.itemId}`;
      let shown = false;
      /** Support hides the review through the API: the page's browser gets their session. */
      const hide = async () => {
        await loginAsStaff(page, 'support');
        const { list } = await callApi(page.request, 'adminReviewList', { productNo: PRODUCT, size: 100 });
        const posted = list.find((row) => row.title === title);
        if (posted) await callApi(page.request, 'adminReviewHide', { id: posted.id });
        shown = false;
      };
      try {
        await open(detailPath(placed));
        const form = reviewBlock(page, review.title);
        await form.getByRole('button', { name: review.send }).click();
        await expectToast(page, 'warning', review.starsRequired);

        // The stars are radio buttons drawn as stars: the buyer taps the fourth.
        await form
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: starLabel(4) }) })
          .click();
        await expect(form.getByRole('radio', { name: starLabel(4) })).toBeChecked();
        await form.getByRole('textbox', { name: review.headline }).fill(title);
        await form.getByRole('textbox', { name: review.text }).fill('The colours matched our proof exactly.');
        await form.getByRole('button', { name: review.send }).click();
        await expectToast(page, 'success', serverMessage(lang, 'reviewAdded'));
        shown = true;

        // The form gives way to the review as written, which leads to the product page.
        const own = reviewBlock(page, review.yours);
        await expect(own.getByRole('heading', { name: title })).toBeVisible();
        await expect(page.getByRole('button', { name: review.send })).toHaveCount(0);
        await Promise.all([
          page.waitForURL(/\/product\?/),
          own.getByRole('link', { name: review.onProductPage }).click(),
        ]);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

        const { product, common } = shop.storefront;
        const posted = page.locator('#reviews article').filter({ hasText: title });
        await expect(posted).toContainText(product.verified);
        await expect(posted).toContainText(member.nickname);
        const count = (n: number) => fill(n === 1 ? common.reviews_one : common.reviews_other, { count: n });
        const countLink = (n: number) => page.getByRole('link', { name: count(n), exact: true });
        await expect(countLink(before.plnum + 1)).toBeVisible();

        // Support hides it: it leaves the page and the count at once.
        await hide();
        await page.reload();
        await expect(page.locator('#reviews')).toBeVisible();
        await expect(page.locator('#reviews article').filter({ hasText: title })).toHaveCount(0);
        await expect(countLink(before.plnum)).toBeVisible();
      } finally {
        // The product's count is the shop's: a review a failure left shown is hidden.
        if (shown) await hide();
      }
    });

    test('the review form fits the screen', { tag: '@layout' }, async ({ page, open, signIn }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'delivered', PRODUCT);
      await open(detailPath(placed));
      const form = reviewBlock(page, review.title);
      await expect(form.getByRole('radio')).toHaveCount(5);
      const width = page.viewportSize()!.width;
      for (const count of [1, 5]) {
        const star = form
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: starLabel(count) }) });
        const box = (await star.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expect(form.getByRole('textbox', { name: review.text })).toBeVisible();
      await expectNoSideways(page);
    });
  });
}
