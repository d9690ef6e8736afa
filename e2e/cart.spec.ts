import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney, type Lang } from '@printshop/contract';
import { expect, type Member, test } from './fixtures';
import { addToCart, cartLines, setQuantity, skuOf, uploadedDesign } from './shop-api';

/** What the shopper reads, per language. The delete question is docs/product.md's own words. */
const TEXT = {
  en: {
    title: 'Shopping cart',
    empty: 'Your cart is empty',
    login: 'Log in',
    continue: 'Continue shopping',
    checkout: 'Checkout now',
    list: 'Items in your cart',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    unitPrice: 'Unit price',
    designs: 'Design files',
    design: (number: number) => `Design file ${number}`,
    delete: 'Delete',
    question: 'Are you sure to delete it?',
    confirm: 'Delete',
    cancel: 'Cancel',
    deleted: 'Removed from your cart',
  },
  zh: {
    title: '购物车',
    empty: '购物车是空的',
    login: '登录',
    continue: '继续购物',
    checkout: '立即结账',
    list: '购物车中的商品',
    quantity: '数量',
    decrease: '减少数量',
    increase: '增加数量',
    unitPrice: '单价',
    designs: '设计文件',
    design: (number: number) => `设计文件 ${number}`,
    delete: '删除',
    question: '确定要删除吗？',
    confirm: '删除',
    cancel: '取消',
    deleted: '已从购物车删除',
  },
} as const;

type Text = (typeof TEXT)[Lang];

/**
 * Puts one SKU in the member's cart twice, with different designs, which keeps two lines:
 * the first with one design, the second with two.
 */
async function fillCart(request: APIRequestContext, member: Member): Promise<string[][]> {
  const sku = await skuOf(request, 'BC-1001', 0);
  const designs = [
    [await uploadedDesign(request)],
    [await uploadedDesign(request), await uploadedDesign(request)],
  ];
  for (const files of designs) await addToCart(request, member, sku, files);
  return designs;
}

/** The rows of the cart, in the order shown. */
function rows(page: Page, text: Text): Locator {
  return page.getByRole('list', { name: text.list, exact: true }).locator(':scope > li');
}

/** The first row and its quantity controls, and the second row. */
function firstLine(page: Page, text: Text) {
  const [first, second] = [rows(page, text).nth(0), rows(page, text).nth(1)];
  return {
    first,
    second,
    minus: first.getByRole('button', { name: text.decrease }),
    plus: first.getByRole('button', { name: text.increase }),
    quantity: first.getByRole('group', { name: text.quantity }).locator('output'),
  };
}

const headerCount = (page: Page) => page.getByRole('banner').getByTestId('cart-count');

/** A member's empty cart: the way back to shopping, and no count in the header. */
async function expectMemberEmptyCart(page: Page, text: Text): Promise<void> {
  await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: text.continue, exact: true }),
  ).toHaveAttribute('href', '/');
  await expect(headerCount(page)).toHaveCount(0);
}

const money = (cents: number, lang: Lang) => formatMoney(cents / 100, lang);

const cents = (dollars: number) => Math.round(dollars * 100);

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test.describe(`cart in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('a visitor sees an empty cart with a way to log in and come back', async ({ page, open }) => {
      const cartCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/cartadvanced/')) cartCalls.push(request.url());
      });
      await open('/cart');
      await expect(page).toHaveTitle(new RegExp(`^${text.title} \\|`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
      const login = page.getByRole('main').getByRole('link', { name: text.login, exact: true });
      await expect(login).toHaveAttribute('href', '/login?redirect=%2Fcart');
      expect(cartCalls).toEqual([]);

      await login.click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    });

    test('a member with nothing in the cart is sent on shopping', async ({ page, open, signIn }) => {
      await signIn();
      await open('/cart');
      await expectMemberEmptyCart(page, text);
    });

    test('each line shows its product, options, designs and prices', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      const designs = await fillCart(request, member);
      const lines = await cartLines(request, member, lang);
      expect(lines).toHaveLength(2);
      const unit = cents(lines[0]!.unitPrice);
      await open('/cart');

      const shown = rows(page, text);
      await expect(shown).toHaveCount(2);
      await expect(headerCount(page)).toHaveText('2');
      for (const [index, line] of lines.entries()) {
        const row = shown.nth(index);
        await expect(row.getByRole('heading')).toHaveText(line.productName);
        await expect(row.getByRole('link', { name: line.productName, exact: true }).first()).toHaveAttribute(
          'href',
          `/product?no=${encodeURIComponent(line.productNo)}`,
        );
        await expect(row.getByRole('term')).toHaveText(line.parsedSkuAttrs.map((attribute) => attribute.key));
        await expect(row.getByRole('definition')).toHaveText(
          line.parsedSkuAttrs.map((attribute) => attribute.value),
        );
        expect([...line.fileurllist].sort()).toEqual([...designs[index]!].sort());
        const files = row.getByRole('list', { name: text.designs }).getByRole('link');
        await expect(files).toHaveCount(line.fileurllist.length);
        for (const [number, url] of line.fileurllist.entries()) {
          const file = row.getByRole('link', { name: text.design(number + 1) });
          await expect(file).toHaveAttribute('href', url);
          await expect(file).toHaveAttribute('target', '_blank');
        }
        await expect(row.locator('p', { hasText: text.unitPrice })).toContainText(money(unit, lang));
        await expect(row.getByTestId('line-total')).toHaveText(money(unit, lang));
      }
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(2 * unit, lang));
      // On a phone the rows stack: nothing may push the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );

      const popup = page.waitForEvent('popup');
      await shown
        .first()
        .getByRole('link', { name: text.design(1) })
        .click();
      await expect(await popup).toHaveURL((url) => url.pathname === lines[0]!.fileurllist[0]);
    });

    test('a quantity goes up and down one at a time, never below one, and each change is saved', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await fillCart(request, member);
      const unit = cents((await cartLines(request, member, lang))[0]!.unitPrice);
      await open('/cart');
      const { first, second, minus, plus, quantity } = firstLine(page, text);
      await expect(minus).toBeDisabled();
      await expect(second.getByRole('button', { name: text.decrease })).toBeDisabled();

      const recounted = page.waitForRequest((request) =>
        request.url().includes('/cartadvanced/querycartqty'),
      );
      await plus.click();
      await recounted;
      await expect(quantity).toHaveText('2');
      await expect(minus).toBeEnabled();
      await expect(first.getByTestId('line-total')).toHaveText(money(2 * unit, lang));
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(3 * unit, lang));
      await expect(headerCount(page)).toHaveText('2');
      expect((await cartLines(request, member, lang)).map((line) => line.productNum)).toEqual([2, 1]);

      const saved = page.waitForResponse((response) => response.url().endsWith('/api/cartadvanced/edit'));
      await minus.click();
      await saved;
      await expect(quantity).toHaveText('1');
      await expect(minus).toBeDisabled();
      expect((await cartLines(request, member, lang)).map((line) => line.productNum)).toEqual([1, 1]);
    });

    test('clicks made while a quantity is being saved become one more save, of the quantity shown last', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await fillCart(request, member);
      const [line] = await cartLines(request, member, lang);
      const unit = cents(line!.unitPrice);
      await setQuantity(request, member, line!.id, 2);
      await open('/cart');
      const { first, minus, plus, quantity } = firstLine(page, text);
      await expect(quantity).toHaveText('2');

      // Clicks made while a save is on its way become one more save, of the quantity shown last.
      const sent: string[] = [];
      await page.route('**/api/cartadvanced/edit', async (route) => {
        sent.push(new URLSearchParams(route.request().postData() ?? '').get('productNum') ?? '');
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await plus.click();
      await plus.click();
      await plus.click();
      await minus.click();
      await expect(quantity).toHaveText('4');
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(5 * unit, lang));
      await expect
        .poll(async () => (await cartLines(request, member, lang)).map((line) => line.productNum))
        .toEqual([4, 1]);
      expect(sent).toEqual(['3', '4']);
      await page.unroute('**/api/cartadvanced/edit');

      await open('/cart');
      await expect(quantity).toHaveText('4');
      await expect(first.getByTestId('line-total')).toHaveText(money(4 * unit, lang));
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(5 * unit, lang));
    });

    test('a quantity the server refuses goes back, and its msg is shown', async ({
      page,
      open,
      request,
      signIn,
      guard,
    }) => {
      const member = await signIn();
      await fillCart(request, member);
      const refusal = lang === 'zh' ? '数量不可用' : 'That quantity is not available';
      guard.allowHttpError(/^\/api\/cartadvanced\/edit$/, 400);
      await page.route('**/api/cartadvanced/edit', (route) =>
        route.fulfill({ status: 400, json: { code: 400, msg: refusal, data: null } }),
      );
      await open('/cart');
      const first = rows(page, text).first();
      const unit = cents((await cartLines(request, member, lang))[0]!.unitPrice);
      await first.getByRole('button', { name: text.increase }).click();
      await expect(page.locator('[data-kind="error"]').getByText(refusal, { exact: true })).toBeVisible();
      await expect(first.getByRole('group', { name: text.quantity }).locator('output')).toHaveText('1');
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(2 * unit, lang));
      expect((await cartLines(request, member, lang)).map((line) => line.productNum)).toEqual([1, 1]);
    });

    test('deleting asks first: cancel keeps the line, confirm removes it', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await fillCart(request, member);
      const [, kept] = await cartLines(request, member, lang);
      await open('/cart');
      const shown = rows(page, text);
      await expect(shown).toHaveCount(2);
      await expect(headerCount(page)).toHaveText('2');

      const question = page.getByRole('dialog', { name: text.question });
      await shown.first().getByRole('button', { name: text.delete, exact: true }).click();
      await expect(question).toBeVisible();
      await expect(question.getByRole('heading')).toHaveText(text.question);
      await question.getByRole('button', { name: text.cancel }).click();
      await expect(question).toBeHidden();
      await expect(shown).toHaveCount(2);

      await shown.first().getByRole('button', { name: text.delete, exact: true }).click();
      await question.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(question).toBeHidden();
      await expect(page.getByText(text.deleted, { exact: true })).toBeVisible();
      await expect(shown).toHaveCount(1);
      await expect(shown.first().getByRole('link', { name: text.design(2) })).toHaveAttribute(
        'href',
        kept!.fileurllist[1]!,
      );
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(cents(kept!.unitPrice), lang));
      await expect(headerCount(page)).toHaveText('1');
      expect((await cartLines(request, member, lang)).map((line) => line.id)).toEqual([kept!.id]);

      await shown.first().getByRole('button', { name: text.delete, exact: true }).click();
      await question.getByRole('button', { name: text.confirm, exact: true }).click();
      await expectMemberEmptyCart(page, text);
    });

    test('Continue shopping goes home; Checkout now goes to checkout once the quantity is saved', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await fillCart(request, member);
      // Only this page's link is under test: the checkout page itself has tests of its own.
      await page.route(
        (url) => url.pathname === '/checkout',
        (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title>' }),
      );
      await page.route('**/api/cartadvanced/edit', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await open('/cart');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: text.continue, exact: true })).toHaveAttribute('href', '/');
      await rows(page, text).first().getByRole('button', { name: text.increase }).click();
      await main.getByRole('link', { name: text.checkout, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/checkout');
      expect((await cartLines(request, member, lang)).map((line) => line.productNum)).toEqual([2, 1]);
    });
  });
}
