import type { Lang } from '@printshop/contract';
import { callApi, isApiUrl } from './api-client';
import { newShopper } from './database-fixtures';
import { expect, test } from './fixtures';
import { logInFromModal, uploadDesignOnProductPage } from './steps';
import { SHOP_TEXT, serverMessage } from './texts';

const PRODUCT = 'BC-1001';

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { auth, storefront, accountPages } = SHOP_TEXT[lang];

  test.describe(`logging in keeps the shopper's place in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('a visitor asked to log in by Add to cart comes back to the same choice, and the line is added', async ({
      page,
      open,
      request,
    }) => {
      const detail = await callApi(request, 'productDetail', { productNo: PRODUCT }, { lang });
      const { groupName, list } = detail.alist[0]!.hash[0]!;
      const member = await newShopper(request, 'Visitor');
      await open(`/product?no=${PRODUCT}`);
      const option = page.getByRole('group', { name: groupName }).getByRole('button', {
        name: list[1]!.attributeValue,
        exact: true,
      });
      await option.click();
      const design = await uploadDesignOnProductPage(page, lang);
      await page
        .getByRole('button', { name: storefront.product.addToCart, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByText(storefront.product.loginToAdd)).toBeVisible();

      await logInFromModal(page, lang, member);

      await expect(page).toHaveURL(new RegExp(`/product\\?no=${PRODUCT}$`));
      await expect(page.getByText(serverMessage(lang, 'addedToCart'))).toBeVisible();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
      await expect(design).toBeVisible();
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const cartLines = async () => (await callApi(request, 'cartList', {}, { token, lang })).list;
      const lines = await cartLines();
      expect(lines).toHaveLength(1);
      expect(lines[0]!.parsedSkuAttrs.map((a) => a.value)).toContain(list[1]!.attributeValue);
      expect(lines[0]!.fileurllist).toHaveLength(1);

      // Coming back once more adds nothing again.
      await page.reload();
      await expect(option).toHaveAttribute('aria-pressed', 'false');
      expect(await cartLines()).toHaveLength(1);
    });

    test('a refused session says so, and logging in returns to the page', async ({
      page,
      open,
      request,
      guard,
    }) => {
      guard.allowHttpError(isApiUrl, 401);
      const member = await newShopper(request, 'Expired');
      // A token the shop no longer knows, as after its session ended.
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', 'a-session-that-ended');
        localStorage.setItem('email', 'gone@example.com');
        localStorage.setItem('nickname', 'Gone');
      });
      await open('/order?sta=1');
      await expect(page).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/order?sta=1');
      await expect(page.getByRole('status').filter({ hasText: accountPages.login.expired })).toBeVisible();

      const form = page.locator('form').filter({ has: page.getByLabel(auth.password) });
      await form.getByLabel(auth.email).fill(member.email);
      await form.getByLabel(auth.password).fill(member.password);
      await Promise.all([
        page.waitForURL(/\/order\?sta=1$/),
        form.getByRole('button', { name: auth.loginSubmit, exact: true }).click(),
      ]);
      expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(member.email);
    });
  });
}
