import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney, type Lang } from '@printshop/contract';
import { isCall } from './api-client';
import { expect, type Member, test } from './fixtures';
import { addToCart, cartLines, setQuantity, skuOf, uploadedDesign } from './shop-api';
import { fill, SHOP_TEXT, serverMessage } from './texts';

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

const isCartCall = isCall('cartAdd', 'cartDelete', 'cartEdit', 'cartList', 'cartQty');
const isCartEdit = isCall('cartEdit');

/** The rows of the cart, in the order shown. */
function rows(page: Page, lang: Lang): Locator {
  return page
    .getByRole('list', { name: SHOP_TEXT[lang].cartPage.listLabel, exact: true })
    .locator(':scope > li');
}

/** The first row and its quantity controls, and the second row. */
function firstLine(page: Page, lang: Lang) {
  const { line } = SHOP_TEXT[lang].cartPage;
  const [first, second] = [rows(page, lang).nth(0), rows(page, lang).nth(1)];
  return {
    first,
    second,
    minus: first.getByRole('button', { name: line.decrease }),
    plus: first.getByRole('button', { name: line.increase }),
    quantity: first.getByRole('group', { name: line.quantity }).locator('output'),
  };
}

const headerCount = (page: Page) => page.getByRole('banner').getByTestId('cart-count');

/** A member's empty cart: the way back to shopping, and no count in the header. */
async function expectMemberEmptyCart(page: Page, lang: Lang): Promise<void> {
  const cart = SHOP_TEXT[lang].cartPage;
  await expect(page.getByRole('heading', { name: cart.empty.title })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: cart.summary.continue, exact: true }),
  ).toHaveAttribute('href', '/');
  await expect(headerCount(page)).toHaveCount(0);
}

const money = (cents: number, lang: Lang) => formatMoney(cents / 100, lang);

const cents = (dollars: number) => Math.round(dollars * 100);

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const cart = SHOP_TEXT[lang].cartPage;
  const design = (number: number) => fill(cart.line.design, { number });

  test.describe(`cart in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('a visitor sees an empty cart with a way to log in and come back', async ({ page, open }) => {
      const cartCalls: string[] = [];
      page.on('request', (request) => {
        if (isCartCall(new URL(request.url()))) cartCalls.push(request.url());
      });
      await open('/cart');
      await expect(page).toHaveTitle(new RegExp(`^${cart.title} \\|`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cart.title);
      await expect(page.getByRole('heading', { name: cart.empty.title })).toBeVisible();
      const login = page.getByRole('main').getByRole('link', { name: cart.empty.login, exact: true });
      await expect(login).toHaveAttribute('href', '/login?redirect=%2Fcart');
      expect(cartCalls).toEqual([]);

      await login.click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    });

    test('a member with nothing in the cart is sent on shopping', async ({ page, open, signIn }) => {
      await signIn();
      await open('/cart');
      await expectMemberEmptyCart(page, lang);
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

      const shown = rows(page, lang);
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
        const files = row.getByRole('list', { name: cart.line.designs }).getByRole('link');
        await expect(files).toHaveCount(line.fileurllist.length);
        for (const [number, url] of line.fileurllist.entries()) {
          const file = row.getByRole('link', { name: design(number + 1) });
          await expect(file).toHaveAttribute('href', url);
          await expect(file).toHaveAttribute('target', '_blank');
        }
        await expect(row.locator('p', { hasText: cart.line.unitPrice })).toContainText(money(unit, lang));
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
        .getByRole('link', { name: design(1) })
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
      const { first, second, minus, plus, quantity } = firstLine(page, lang);
      await expect(minus).toBeDisabled();
      await expect(second.getByRole('button', { name: cart.line.decrease })).toBeDisabled();

      const recounted = page.waitForRequest((request) => isCall('cartQty')(new URL(request.url())));
      await plus.click();
      await recounted;
      await expect(quantity).toHaveText('2');
      await expect(minus).toBeEnabled();
      await expect(first.getByTestId('line-total')).toHaveText(money(2 * unit, lang));
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(3 * unit, lang));
      await expect(headerCount(page)).toHaveText('2');
      expect((await cartLines(request, member, lang)).map((line) => line.productNum)).toEqual([2, 1]);

      const saved = page.waitForResponse((response) => isCartEdit(new URL(response.url())));
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
      const { first, minus, plus, quantity } = firstLine(page, lang);
      await expect(quantity).toHaveText('2');

      // Clicks made while a save is on its way become one more save, of the quantity shown last.
      const sent: string[] = [];
      await page.route(isCartEdit, async (route) => {
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
      await page.unroute(isCartEdit);

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
      guard.allowHttpError(isCartEdit, 400);
      await page.route(isCartEdit, (route) =>
        route.fulfill({ status: 400, json: { code: 400, msg: refusal, data: null } }),
      );
      await open('/cart');
      const first = rows(page, lang).first();
      const unit = cents((await cartLines(request, member, lang))[0]!.unitPrice);
      await first.getByRole('button', { name: cart.line.increase }).click();
      await expect(page.locator('[data-kind="error"]').getByText(refusal, { exact: true })).toBeVisible();
      await expect(first.getByRole('group', { name: cart.line.quantity }).locator('output')).toHaveText('1');
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
      const shown = rows(page, lang);
      await expect(shown).toHaveCount(2);
      await expect(headerCount(page)).toHaveText('2');

      const question = page.getByRole('dialog', { name: cart.delete.question });
      await shown.first().getByRole('button', { name: cart.line.delete, exact: true }).click();
      await expect(question).toBeVisible();
      await expect(question.getByRole('heading')).toHaveText(cart.delete.question);
      await question.getByRole('button', { name: cart.delete.cancel }).click();
      await expect(question).toBeHidden();
      await expect(shown).toHaveCount(2);

      await shown.first().getByRole('button', { name: cart.line.delete, exact: true }).click();
      await question.getByRole('button', { name: cart.delete.confirm, exact: true }).click();
      await expect(question).toBeHidden();
      await expect(page.getByText(serverMessage(lang, 'cartLineDeleted'), { exact: true })).toBeVisible();
      await expect(shown).toHaveCount(1);
      await expect(shown.first().getByRole('link', { name: design(2) })).toHaveAttribute(
        'href',
        kept!.fileurllist[1]!,
      );
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(cents(kept!.unitPrice), lang));
      await expect(headerCount(page)).toHaveText('1');
      expect((await cartLines(request, member, lang)).map((line) => line.id)).toEqual([kept!.id]);

      await shown.first().getByRole('button', { name: cart.line.delete, exact: true }).click();
      await question.getByRole('button', { name: cart.delete.confirm, exact: true }).click();
      await expectMemberEmptyCart(page, lang);
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
      await page.route(isCartEdit, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await open('/cart');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: cart.summary.continue, exact: true })).toHaveAttribute(
        'href',
        '/',
      );
      await rows(page, lang).first().getByRole('button', { name: cart.line.increase }).click();
      await main.getByRole('link', { name: cart.summary.checkout, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/checkout');
      expect((await cartLines(request, member, lang)).map((line) => line.productNum)).toEqual([2, 1]);
    });
  });
}
