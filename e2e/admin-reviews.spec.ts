import type { Lang } from '@printshop/contract';
import { expectToast, loginAsStaff, openMenu } from './admin';
import { callApi } from './api-client';
import { expect, test } from './fixtures';
import { placeOrder } from './production-api';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/**
 * Greeting cards: a product no other spec counts the reviews of (reviews.spec.ts has its own), since
 * hiding a review changes its product's count everywhere.
 */
const PRODUCT = 'GC-1001';

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, reviews } = ADMIN_TEXT[lang];

  test.describe(`the back office's reviews in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('support finds a buyer’s review by product and stars, hides it from the shop and shows it again', {
      tag: '@layout',
    }, async ({ page, open, signIn, isMobile }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'delivered', PRODUCT);
      const title = `Lovely paper ${placed.itemId}`;
      const written = {
        orderItemId: placed.itemId,
        fraction: 3,
        title,
        content: 'Thick and soft to write on.',
      };
      await callApi(page.request, 'addReview', written, { token: member.token, lang });
      // Whether the product page shows it (the runs on both screens add reviews of their own meanwhile).
      const inShop = async () =>
        (await callApi(page.request, 'productReviews', { productNo: PRODUCT })).some(
          (review) => review.title === title,
        );
      expect(await inShop()).toBe(true);

      await loginAsStaff(page, 'support');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.reviews })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviews.title);

      const filters = page.getByRole('form', { name: reviews.filters.label });
      await filters.getByLabel(reviews.filters.productNo).fill(PRODUCT.toLowerCase());
      await filters
        .getByLabel(reviews.filters.stars)
        .selectOption({ label: fill(reviews.starsOf, { count: 3 }) });
      await filters.getByRole('button', { name: reviews.filters.apply }).click();
      await expect(page).toHaveURL(/productNo=gc-1001&stars=3$/);

      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(reviews.shown);
      await expect(row).toContainText(member.nickname);
      await expect(row.getByRole('link', { name: placed.orderNo })).toHaveAttribute(
        'href',
        `/admin/orders/${placed.orderId}`,
      );
      try {
        await row.getByRole('button', { name: fill(reviews.hideOf, { title }) }).click();
        await expectToast(page, 'success', serverMessage(lang, 'reviewHidden', { title }));
        await expect(row).toContainText(reviews.hidden);
        expect(await inShop()).toBe(false);

        await row.getByRole('button', { name: fill(reviews.showOf, { title }) }).click();
        await expectToast(page, 'success', serverMessage(lang, 'reviewShown', { title }));
        await expect(row).toContainText(reviews.shown);
        expect(await inShop()).toBe(true);
      } finally {
        // The product's count is the shop's: the test's review leaves it as the test found it.
        const { list } = await callApi(page.request, 'adminReviewList', { productNo: PRODUCT, size: 100 });
        const ours = list.find((review) => review.title === title);
        if (ours && !ours.hidden) await callApi(page.request, 'adminReviewHide', { id: ours.id });
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page scrolls sideways',
      ).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  });
}
