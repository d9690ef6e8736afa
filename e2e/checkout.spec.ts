import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type api, formatMoney, type Lang } from '@printshop/contract';
import { callApi, isCall } from './api-client';
import { expect, type Member, test } from './fixtures';
import {
  addToCart,
  checkoutSummary,
  memberOrders,
  orderCart,
  payByCard,
  saveDeliveryAddress,
  skuOf,
  uploadedDesign,
} from './shop-api';
import { fillCard, openCheckoutAtPayment, uploadDesignOnProductPage } from './steps';
import { fill, SHOP_TEXT, serverMessage } from './texts';

async function expectWarning(page: Page, message: string): Promise<void> {
  await expect(page.locator('[data-kind="warning"]').filter({ hasText: message })).toBeVisible();
}

/** The required shipping fields in docs/product.md#validation's order: each warning and its fix. */
function shippingFixes(step: Locator, lang: Lang, email: string): [string, () => Promise<unknown>][] {
  const form = SHOP_TEXT[lang].accountPages.address.form;
  const need = SHOP_TEXT[lang].checkoutPage.shipping.required;
  const field = (label: string) => step.getByLabel(label, { exact: true });
  return [
    [need.email, () => field(form.email).fill(email)],
    [need.firstName, () => field(form.firstName).fill('Robin')],
    [need.lastName, () => field(form.lastName).fill('Tester')],
    [need.country, () => field(form.country).selectOption('US')],
    [need.street, () => field(form.street).fill('1 Market Street')],
    [need.city, () => field(form.city).fill('San Francisco')],
    [need.state, () => field(form.state).selectOption('CA')],
    [need.zip, () => field(form.zip).fill('94105')],
    [need.phone, () => field(form.phone).fill('415 555 0100')],
  ];
}

/**
 * Fills a first shipping address, checking that it starts from the account (a signIn member is
 * Robin Buyer), that the countries shipped to most come first, and that docs/product.md's warnings come
 * in order once the form is emptied.
 */
async function fillShippingInOrder(page: Page, step: Locator, lang: Lang, email: string): Promise<void> {
  const shop = SHOP_TEXT[lang];
  const form = shop.accountPages.address.form;
  const field = (label: string) => step.getByLabel(label, { exact: true });
  const prefilled = [
    [form.email, email],
    [form.firstName, 'Robin'],
    [form.lastName, 'Buyer'],
  ] as const;
  for (const [label, value] of prefilled) await expect(field(label)).toHaveValue(value);
  const country = field(form.country);
  await expect(country.locator('option[value="US"]')).toBeAttached();
  const codes = await country
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(codes.slice(0, 5)).toEqual(['US', 'CA', 'GB', 'AU', 'CN']);
  for (const [label] of prefilled) await field(label).fill('');
  const proceed = step.getByRole('button', { name: shop.checkoutPage.shipping.continue });
  for (const [message, fix] of shippingFixes(step, lang, email)) {
    await proceed.click();
    await expectWarning(page, message);
    await fix();
  }
  await proceed.click();
}

async function fillShipping(step: Locator, lang: Lang, email: string): Promise<void> {
  for (const [, fix] of shippingFixes(step, lang, email)) await fix();
  await step.getByRole('button', { name: SHOP_TEXT[lang].checkoutPage.shipping.continue }).click();
}

function summaryRow(summary: Locator, label: string): Locator {
  return summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** Configures a product on its page (one value per listed group), uploads a design and adds it. */
async function addConfigured(
  page: Page,
  open: (path: string) => Promise<unknown>,
  lang: Lang,
  detail: api.ProductDetail,
  choices: readonly [group: number, value: number][],
  design: boolean,
): Promise<void> {
  await open(`/product?no=${detail.productItem.product_no}`);
  for (const [group, value] of choices) {
    const { groupName, list } = detail.alist[0]!.hash[group]!;
    const option = page.getByRole('group', { name: groupName }).getByRole('button', {
      name: list[value]!.attributeValue,
      exact: true,
    });
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
  }
  if (design) await uploadDesignOnProductPage(page, lang);
  await page
    .getByRole('button', { name: SHOP_TEXT[lang].storefront.product.addToCart, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByText(serverMessage(lang, 'addedToCart'))).toBeVisible();
}

/**
 * A member whose cart holds a business card with a design and one without, and who has a
 * Californian delivery address saved; answers the member and the design's URL.
 */
async function readyToPay(
  request: APIRequestContext,
  signIn: () => Promise<Member>,
): Promise<{ member: Member; design: string }> {
  const member = await signIn();
  const design = await uploadedDesign(request);
  await addToCart(request, member, await skuOf(request, 'BC-1001', 3), [design]);
  await addToCart(request, member, await skuOf(request, 'BC-1001', 0));
  await saveDeliveryAddress(request, member);
  return { member, design };
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const shop = SHOP_TEXT[lang];
  const { steps, payment: card, summary: totals, coupon, success } = shop.checkoutPage;
  const money = (dollars: number) => formatMoney(dollars, lang);
  const placeOrder = (total: number) => fill(card.place, { amount: money(total) });
  const discount = (code: string) => fill(totals.discount, { code });

  const openAtPayment = (page: Page, open: (path: string) => Promise<unknown>) =>
    openCheckoutAtPayment(page, open, lang);

  test.describe(`checkout in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the shipping address starts from the account, lists the countries shipped to most first and asks for each field in order', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await addToCart(request, member, await skuOf(request, 'BC-1001', 0));

      await open('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: shop.checkoutPage.title })).toBeVisible();
      const customer = page.getByRole('region', { name: steps.customer });
      await expect(customer).toContainText(member.email);
      const shipping = page.getByRole('region', { name: steps.shipping });
      await fillShippingInOrder(page, shipping, lang, member.email);

      const payment = page.getByRole('region', { name: steps.payment });
      await expect(payment.getByLabel(card.cardNumber)).toBeVisible();
      await expect(shipping).toContainText('1 Market Street');
    });

    test('the summary shows the tax and total the server priced for the address', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const { member } = await readyToPay(request, signIn);
      await openAtPayment(page, open);

      // Tax and shipping are the server's for a Californian address; the page shows its numbers.
      const summary = page.getByRole('region', { name: totals.title });
      const priced = await checkoutSummary(request, member, lang);
      expect(priced.tax).toBeGreaterThan(0);
      await expect(summaryRow(summary, totals.subtotal)).toHaveText(money(priced.totalPrice));
      await expect(summaryRow(summary, totals.tax)).toHaveText(money(priced.tax));
      await expect(summary.getByTestId('checkout-total')).toHaveText(money(priced.total));
      await expect(summary).toContainText(totals.secure);
    });

    test('an expired coupon is refused with its message; a valid one takes its discount off the total', async ({
      page,
      open,
      request,
      signIn,
      guard,
    }) => {
      // An expired coupon is refused with a 400 and its message.
      guard.allowHttpError(
        (url) => isCall('toOrder')(url) && url.searchParams.get('coupon') === 'spring20',
        400,
      );
      const { member } = await readyToPay(request, signIn);
      await openAtPayment(page, open);
      const summary = page.getByRole('region', { name: totals.title });
      const priced = await checkoutSummary(request, member, lang);

      await summary.getByRole('button', { name: coupon.toggle }).click();
      await summary.getByLabel(coupon.label).fill('spring20');
      await summary.getByRole('button', { name: coupon.apply }).click();
      await expectWarning(page, serverMessage(lang, 'couponExpired'));
      await summary.getByLabel(coupon.label).fill('welcome10');
      await summary.getByRole('button', { name: coupon.apply }).click();
      const discounted = await checkoutSummary(request, member, lang, 'WELCOME10');
      expect(discounted.discount).toBeCloseTo(priced.totalPrice / 10, 2);
      await expect(summaryRow(summary, discount('WELCOME10'))).toHaveText(`−${money(discounted.discount)}`);
      await expect(summary.getByTestId('checkout-total')).toHaveText(money(discounted.total));
      expect(discounted.total).toBeCloseTo(
        discounted.totalPrice - discounted.discount + discounted.tax + discounted.deliveryfee,
        2,
      );
    });

    test('the success card pays the order the server priced, with its remarks and designs', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const { member, design } = await readyToPay(request, signIn);
      const payment = await openAtPayment(page, open);
      const priced = await checkoutSummary(request, member, lang);

      await payment.getByRole('button', { name: placeOrder(priced.total) }).click();
      await expectWarning(page, card.required.cardNumber);
      await fillCard(payment, lang, '4242 4242 4242 4242');
      await payment.getByLabel(card.remarks).fill('Please pack the cards in two boxes.');
      await Promise.all([
        page.waitForURL(/\/payment-success\?/),
        payment.getByRole('button', { name: placeOrder(priced.total) }).click(),
      ]);
      await expect(page.getByRole('heading', { name: success.heading })).toBeVisible();
      await expect(page.getByTestId('payment-amount')).toHaveText(money(priced.total));
      await expect(page.getByText(success.amount)).toBeVisible();

      const [order] = await memberOrders(request, member, lang);
      expect(order?.paymentStatus).toBe('paid');
      expect(order?.totalAmount).toBe(priced.total);
      expect(order?.remark).toBe('Please pack the cards in two boxes.');
      expect(order?.busOrderItemList.map((item) => item.filelist)).toContainEqual([design]);

      await Promise.all([page.waitForURL('/'), page.getByRole('link', { name: success.continue }).click()]);
    });

    test('says plainly that no money is taken while the built-in test provider takes the cards', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await addToCart(request, member, await skuOf(request, 'BC-1001', 0));
      await open('/checkout');
      const notice = page.getByRole('note', { name: shop.checkoutPage.testMode.title });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(shop.checkoutPage.testMode.body);
      await expect(notice).toBeInViewport();
    });

    test('a declined card shows the provider’s message and lands on /order with the order on hold', async ({
      page,
      open,
      request,
      signIn,
      guard,
    }) => {
      guard.allowHttpError(isCall('confirmPayment'), 400);
      const member = await signIn();
      await addToCart(request, member, await skuOf(request, 'BC-1001', 1));
      await saveDeliveryAddress(request, member);
      const priced = await checkoutSummary(request, member, lang);

      await open('/checkout');
      const form = shop.accountPages.address.form;
      const shipping = page.getByRole('region', { name: steps.shipping });
      await expect(shipping.getByLabel(form.city, { exact: true })).toHaveValue('San Francisco');
      await expect(shipping.getByLabel(form.state, { exact: true })).toHaveValue('CA');
      await shipping.getByRole('button', { name: shop.checkoutPage.shipping.continue }).click();

      const payment = page.getByRole('region', { name: steps.payment });
      await fillCard(payment, lang, '4000 0000 0000 0002');
      await payment.getByRole('button', { name: placeOrder(priced.total) }).click();
      await expect(
        page.locator('[data-kind="error"]').filter({ hasText: serverMessage(lang, 'cardDeclined') }),
      ).toBeVisible();
      await page.waitForURL('/order');

      // The order waits unpaid (on hold), and nothing else was charged.
      const held = await memberOrders(request, member, lang, 0);
      expect(held.map((order) => order.paymentStatus)).toEqual(['failed']);
    });

    test('an order on hold can be paid from /order with another card', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await addToCart(request, member, await skuOf(request, 'BC-1001', 1));
      await saveDeliveryAddress(request, member);
      const { orderId } = await orderCart(request, member);
      expect((await payByCard(request, member, orderId, '4000000000000002')).status()).toBe(400);
      const [order] = await memberOrders(request, member, lang, 0);
      expect(order?.paymentStatus).toBe('failed');

      await open('/order');
      const payOrder = shop.checkoutPage.payOrder;
      await page.getByRole('button', { name: payOrder.button }).click();
      const dialog = page.getByRole('dialog', { name: fill(payOrder.title, { orderNo: order!.orderNo }) });
      await expect(dialog.getByRole('note', { name: shop.checkoutPage.testMode.title })).toBeVisible();
      await fillCard(dialog, lang, '4242 4242 4242 4242');
      await Promise.all([
        page.waitForURL(/\/payment-success\?/),
        dialog
          .getByRole('button', { name: fill(payOrder.pay, { amount: money(order!.totalAmount) }) })
          .click(),
      ]);
      await expect(page.getByTestId('payment-amount')).toHaveText(money(order!.totalAmount));
      expect((await memberOrders(request, member, lang))[0]?.paymentStatus).toBe('paid');
    });

    test('a hand-made payment-success link confirms no order and no amount', async ({
      page,
      open,
      signIn,
      guard,
    }) => {
      const forged = '/payment-success?amount=4999&orderNo=IF-FORGED&orderId=1';
      const expectNeutral = async () => {
        await expect(page.getByRole('heading', { level: 1, name: success.neutralHeading })).toBeVisible();
        await expect(page.getByTestId('payment-amount')).toHaveCount(0);
        await expect(page.getByText('IF-FORGED')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: success.heading })).toHaveCount(0);
      };
      // A visitor.
      await open(forged);
      await expectNeutral();
      // A member, with an order id of the demo customer's.
      guard.allowHttpError(isCall('getOrderDetail'), 404);
      await signIn();
      await open(forged);
      await expectNeutral();
    });

    test('from two configured products with designs to a paid order', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      test.slow();
      const member = await signIn();
      const cards = await callApi(request, 'productDetail', { productNo: 'BC-1001' }, { lang });
      const labels = await callApi(request, 'productDetail', { productNo: 'LB-1001' }, { lang });

      await addConfigured(
        page,
        open,
        lang,
        cards,
        [
          [0, 1],
          [1, 2],
        ],
        true,
      );
      await addConfigured(page, open, lang, labels, [[0, 1]], true);
      await addConfigured(page, open, lang, cards, [], false);

      // The cart: one more of the first line, the third deleted.
      const cart = shop.cartPage;
      await open('/cart');
      const rows = page.getByRole('list', { name: cart.listLabel, exact: true }).locator(':scope > li');
      await expect(rows).toHaveCount(3);
      await rows.first().getByRole('button', { name: cart.line.increase }).click();
      await expect(rows.first().getByRole('group').locator('output')).toHaveText('2');
      await rows.nth(2).getByRole('button', { name: cart.line.delete, exact: true }).click();
      const question = page.getByRole('dialog', { name: cart.delete.question });
      await question.getByRole('button', { name: cart.delete.confirm, exact: true }).click();
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('2');

      await Promise.all([
        page.waitForURL('/checkout'),
        page.getByRole('main').getByRole('link', { name: cart.summary.checkout }).click(),
      ]);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await fillShipping(page.getByRole('region', { name: steps.shipping }), lang, member.email);

      const summary = page.getByRole('region', { name: totals.title });
      await summary.getByRole('button', { name: coupon.toggle }).click();
      await summary.getByLabel(coupon.label).fill('WELCOME10');
      await summary.getByRole('button', { name: coupon.apply }).click();
      await expect(summary.getByText(discount('WELCOME10'))).toBeVisible();
      const expected = await checkoutSummary(request, member, lang, 'WELCOME10');
      expect(expected.cartAdvancedList.map((line) => line.productNum)).toEqual([2, 1]);
      expect(expected.tax).toBeGreaterThan(0);
      await expect(summary.getByTestId('checkout-total')).toHaveText(money(expected.total));

      const payment = page.getByRole('region', { name: steps.payment });
      await payment.getByLabel(card.cardNumber).fill('4242424242424242');
      await payment.getByLabel(card.expiry).fill('12/39');
      await payment.getByLabel(card.cvc).fill('123');
      await Promise.all([
        page.waitForURL(/\/payment-success\?/),
        payment.getByRole('button', { name: placeOrder(expected.total) }).click(),
      ]);
      await expect(page.getByRole('heading', { name: success.heading })).toBeVisible();
      await expect(page.getByTestId('payment-amount')).toHaveText(money(expected.total));

      const [order] = await memberOrders(request, member, lang);
      expect(order).toMatchObject({
        paymentStatus: 'paid',
        totalAmount: expected.total,
        coupon: 'WELCOME10',
      });
      expect(order!.busOrderItemList).toHaveLength(2);
      expect(order!.busOrderItemList.every((item) => item.filelist.length === 1)).toBe(true);

      // The order's detail is a link away.
      await Promise.all([
        page.waitForURL(`/orderDetail?no=${order!.id}`),
        page.getByRole('link', { name: success.viewOrder }).click(),
      ]);
    });

    test('a paid order’s detail shows file review as its current step and links its design, then leads back to the list', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const { member } = await readyToPay(request, signIn);
      const { orderId } = await orderCart(request, member);
      expect((await payByCard(request, member, orderId, '4242424242424242')).ok()).toBe(true);
      const [order] = await memberOrders(request, member, lang);
      const { detail, tracker, card: orderCard } = shop.ordersPage;

      await open(`/orderDetail?no=${order!.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        fill(detail.heading, { no: order!.orderNo }),
      );
      const fileReview = main.getByRole('list', { name: tracker.label }).getByRole('listitem').first();
      await expect(fileReview).toContainText(tracker.fileReview);
      // docs/product.md#production: a stage is done only once the item has moved past it.
      await expect(fileReview).toContainText(`(${tracker.current})`);
      await expect(fileReview).toHaveAttribute('aria-current', 'step');
      const firstItem = order!.busOrderItemList[0]!;
      await expect(main.locator(`a[href="${firstItem.filelist[0]}"]`)).toBeVisible();
      await Promise.all([page.waitForURL('/order'), main.getByRole('link', { name: detail.back }).click()]);
      await expect(
        page.getByRole('article', { name: fill(orderCard.orderNo, { no: order!.orderNo }) }),
      ).toBeVisible();
    });
  });
}
