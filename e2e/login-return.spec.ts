import type { api, Lang } from '@printshop/contract';
import { newShopper } from './database-fixtures';
import { expect, type Member, test } from './fixtures';
import { apiData, cartLines } from './shop-api';
import { uploadDesignOnProductPage } from './steps';

/** What the shopper reads, per language. */
const TEXT = {
  en: {
    addToCart: 'Add to cart',
    loginToAdd: 'Please log in to add items to your cart.',
    added: 'Added to your cart',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    expired: 'Your session has ended. Please log in again to carry on where you were.',
  },
  zh: {
    addToCart: '加入购物车',
    loginToAdd: '请先登录，再将产品加入购物车。',
    added: '已加入购物车',
    email: '邮箱',
    password: '密码',
    logIn: '登录',
    expired: '您的登录已过期，请重新登录，然后回到刚才的页面继续。',
  },
} as const;

const PRODUCT = 'BC-1001';

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test.describe(`logging in keeps the shopper's place in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('a visitor asked to log in by Add to cart comes back to the same choice, and the line is added', async ({
      page,
      open,
      request,
    }) => {
      const detail = await apiData<api.ProductDetail>(
        request.get(`/api/product/dtl?productNo=${PRODUCT}&lang=${lang}`),
      );
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
        .getByRole('button', { name: text.addToCart, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByText(text.loginToAdd)).toBeVisible();

      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.email).fill(member.email);
      await dialog.getByLabel(text.password).fill(member.password);
      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: text.logIn, exact: true }).last().click(),
      ]);

      await expect(page).toHaveURL(new RegExp(`/product\\?no=${PRODUCT}$`));
      await expect(page.getByText(text.added)).toBeVisible();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
      await expect(design).toBeVisible();
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const buyer: Member = { ...member, token, nickname: 'Visitor', headers: { token } };
      const lines = await cartLines(request, buyer, lang);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.parsedSkuAttrs.map((a) => a.value)).toContain(list[1]!.attributeValue);
      expect(lines[0]!.fileurllist).toHaveLength(1);

      // Coming back once more adds nothing again.
      await page.reload();
      await expect(option).toHaveAttribute('aria-pressed', 'false');
      expect(await cartLines(request, buyer, lang)).toHaveLength(1);
    });

    test('a refused session says so, and logging in returns to the page', async ({
      page,
      open,
      request,
      guard,
    }) => {
      guard.allowHttpError(/^\/api\//, 401);
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
      await expect(page.getByRole('status').filter({ hasText: text.expired })).toBeVisible();

      const form = page.locator('form').filter({ has: page.getByLabel(text.password) });
      await form.getByLabel(text.email).fill(member.email);
      await form.getByLabel(text.password).fill(member.password);
      await Promise.all([
        page.waitForURL(/\/order\?sta=1$/),
        form.getByRole('button', { name: text.logIn, exact: true }).click(),
      ]);
      expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(member.email);
    });
  });
}
