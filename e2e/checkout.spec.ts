import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type api, formatMoney, type Lang } from '@printshop/contract';
import { expect, type Member, test } from './fixtures';
import {
  addToCart,
  apiData,
  checkoutSummary,
  memberOrders,
  orderCart,
  payByCard,
  saveDeliveryAddress,
  skuOf,
  uploadedDesign,
} from './shop-api';
import { uploadDesignOnProductPage } from './steps';

/** What the shopper reads, per language. The shipping warnings are docs/product.md#validation's. */
const TEXT = {
  en: {
    title: 'Checkout',
    steps: { customer: 'Customer information', shipping: 'Shipping address', payment: 'Payment method' },
    view: 'View',
    form: {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      country: 'Country/Region',
      state: 'State/Province',
      street: 'Street address',
      city: 'City',
      zip: 'Zip code',
      phone: 'Phone number',
    },
    need: {
      email: 'please input email',
      firstName: 'please input first name',
      lastName: 'please input last name',
      country: 'please select country/region',
      street: 'please input street address',
      city: 'please input city',
      state: 'please select province/region',
      zip: 'please input zip code',
      phone: 'please input phone',
      cardNumber: 'please input card number',
    },
    continue: 'Continue to payment',
    summary: 'Order summary',
    subtotal: 'Subtotal',
    discount: (code: string) => `Discount (${code})`,
    tax: 'Tax',
    shipping: 'Shipping fee',
    total: 'Total',
    couponToggle: 'Have a coupon?',
    couponField: 'Coupon code',
    useCoupon: 'Use coupon',
    expired: 'This coupon has expired',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    remarks: 'Order remarks',
    place: /^Place order and pay /,
    payNow: 'Pay now',
    payOrder: (no: string) => `Pay order ${no}`,
    pay: /^Pay \$/,
    declined: 'Your card was declined.',
    paid: 'Thank you for your order!',
    unconfirmed: 'Your orders',
    amount: 'Payment Amount',
    continueShopping: 'Continue shopping',
    secure: 'Secure checkout: encrypted payment, card details never stored.',
    testMode: 'Test mode: no money is taken.',
    testModeBody: 'no card is charged',
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    cartList: 'Items in your cart',
    increase: 'Increase quantity',
    delete: 'Delete',
    question: 'Are you sure to delete it?',
    checkoutNow: 'Checkout now',
    viewOrder: 'View order',
    orderNo: (no: string) => `Order ${no}`,
    tracker: 'Production progress',
    fileReview: 'File review',
    inProgress: '(in progress)',
    back: 'Back to my orders',
  },
  zh: {
    title: '结算',
    steps: { customer: '客户信息', shipping: '收货地址', payment: '支付方式' },
    view: '查看',
    form: {
      email: '邮箱',
      firstName: '名字',
      lastName: '姓氏',
      country: '国家/地区',
      state: '州/省',
      street: '街道地址',
      city: '城市',
      zip: '邮政编码',
      phone: '电话号码',
    },
    need: {
      email: '请输入邮箱',
      firstName: '请输入名字',
      lastName: '请输入姓氏',
      country: '请选择国家/地区',
      street: '请输入街道地址',
      city: '请输入城市',
      state: '请选择省份/地区',
      zip: '请输入邮政编码',
      phone: '请输入电话号码',
      cardNumber: '请输入卡号',
    },
    continue: '继续付款',
    summary: '订单摘要',
    subtotal: '小计',
    discount: (code: string) => `优惠（${code}）`,
    tax: '税费',
    shipping: '运费',
    total: '合计',
    couponToggle: '有优惠券？',
    couponField: '优惠码',
    useCoupon: '使用优惠券',
    expired: '该优惠券已过期',
    cardNumber: '卡号',
    expiry: '有效期（MM/YY）',
    cvc: '安全码（CVC）',
    remarks: '订单备注',
    place: /^下单并支付 /,
    payNow: '立即支付',
    payOrder: (no: string) => `支付订单 ${no}`,
    pay: /^支付 .* 美元$/,
    declined: '您的银行卡被拒绝。',
    paid: '感谢您的订购！',
    unconfirmed: '您的订单',
    amount: '支付金额',
    continueShopping: '继续购物',
    secure: '安全结算：支付全程加密，从不保存卡信息。',
    testMode: '测试模式：不会实际扣款。',
    testModeBody: '不会从任何银行卡扣款',
    addToCart: '加入购物车',
    added: '已加入购物车',
    cartList: '购物车中的商品',
    increase: '增加数量',
    delete: '删除',
    question: '确定要删除吗？',
    checkoutNow: '立即结账',
    viewOrder: '查看订单',
    orderNo: (no: string) => `订单 ${no}`,
    tracker: '生产进度',
    fileReview: '文件审核',
    inProgress: '(进行中)',
    back: '返回我的订单',
  },
} as const;
type Text = (typeof TEXT)[Lang];

async function expectWarning(page: Page, message: string): Promise<void> {
  await expect(page.locator('[data-kind="warning"]').filter({ hasText: message })).toBeVisible();
}

/** The required shipping fields in docs/product.md#validation's order: each warning and its fix. */
function shippingFixes(step: Locator, text: Text, email: string): [string, () => Promise<unknown>][] {
  const field = (label: string) => step.getByLabel(label, { exact: true });
  return [
    [text.need.email, () => field(text.form.email).fill(email)],
    [text.need.firstName, () => field(text.form.firstName).fill('Robin')],
    [text.need.lastName, () => field(text.form.lastName).fill('Tester')],
    [text.need.country, () => field(text.form.country).selectOption('US')],
    [text.need.street, () => field(text.form.street).fill('1 Market Street')],
    [text.need.city, () => field(text.form.city).fill('San Francisco')],
    [text.need.state, () => field(text.form.state).selectOption('CA')],
    [text.need.zip, () => field(text.form.zip).fill('94105')],
    [text.need.phone, () => field(text.form.phone).fill('415 555 0100')],
  ];
}

/**
 * Fills a first shipping address, checking that it starts from the account (a signIn member is
 * Robin Buyer), that the countries shipped to most come first, and that docs/product.md's warnings come
 * in order once the form is emptied.
 */
async function fillShippingInOrder(page: Page, step: Locator, text: Text, email: string): Promise<void> {
  const field = (label: string) => step.getByLabel(label, { exact: true });
  const prefilled = [
    [text.form.email, email],
    [text.form.firstName, 'Robin'],
    [text.form.lastName, 'Buyer'],
  ] as const;
  for (const [label, value] of prefilled) await expect(field(label)).toHaveValue(value);
  const country = field(text.form.country);
  await expect(country.locator('option[value="US"]')).toBeAttached();
  const codes = await country
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(codes.slice(0, 5)).toEqual(['US', 'CA', 'GB', 'AU', 'CN']);
  for (const [label] of prefilled) await field(label).fill('');
  for (const [message, fix] of shippingFixes(step, text, email)) {
    await step.getByRole('button', { name: text.continue }).click();
    await expectWarning(page, message);
    await fix();
  }
  await step.getByRole('button', { name: text.continue }).click();
}

async function fillShipping(step: Locator, text: Text, email: string): Promise<void> {
  for (const [, fix] of shippingFixes(step, text, email)) await fix();
  await step.getByRole('button', { name: text.continue }).click();
}

async function fillCard(step: Locator, text: Text, number: string): Promise<void> {
  await step.getByLabel(text.cardNumber).fill(number);
  await step.getByLabel(text.expiry).fill('1239');
  await step.getByLabel(text.cvc).fill('123');
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
  const text = TEXT[lang];
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
    .getByRole('button', { name: text.addToCart, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByText(text.added)).toBeVisible();
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
  const text = TEXT[lang];
  const money = (dollars: number) => formatMoney(dollars, lang);

  /** Opens checkout with the saved address and goes on to the payment step. */
  async function openAtPayment(page: Page, open: (path: string) => Promise<unknown>): Promise<Locator> {
    await open('/checkout');
    await page
      .getByRole('region', { name: text.steps.shipping })
      .getByRole('button', { name: text.continue })
      .click();
    const payment = page.getByRole('region', { name: text.steps.payment });
    await expect(payment.getByLabel(text.cardNumber)).toBeVisible();
    return payment;
  }

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
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const customer = page.getByRole('region', { name: text.steps.customer });
      await expect(customer).toContainText(member.email);
      const shipping = page.getByRole('region', { name: text.steps.shipping });
      await fillShippingInOrder(page, shipping, text, member.email);

      const payment = page.getByRole('region', { name: text.steps.payment });
      await expect(payment.getByLabel(text.cardNumber)).toBeVisible();
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
      const summary = page.getByRole('region', { name: text.summary });
      const priced = await checkoutSummary(request, member, lang);
      expect(priced.tax).toBeGreaterThan(0);
      await expect(summaryRow(summary, text.subtotal)).toHaveText(money(priced.totalPrice));
      await expect(summaryRow(summary, text.tax)).toHaveText(money(priced.tax));
      await expect(summary.getByTestId('checkout-total')).toHaveText(money(priced.total));
      await expect(summary).toContainText(text.secure);
    });

    test('an expired coupon is refused with its message; a valid one takes its discount off the total', async ({
      page,
      open,
      request,
      signIn,
      guard,
    }) => {
      // An expired coupon is refused with a 400 and its message.
      guard.allowHttpError(/^\/api\/order\/toOrder\?.*coupon=spring20/, 400);
      const { member } = await readyToPay(request, signIn);
      await openAtPayment(page, open);
      const summary = page.getByRole('region', { name: text.summary });
      const priced = await checkoutSummary(request, member, lang);

      await summary.getByRole('button', { name: text.couponToggle }).click();
      await summary.getByLabel(text.couponField).fill('spring20');
      await summary.getByRole('button', { name: text.useCoupon }).click();
      await expectWarning(page, text.expired);
      await summary.getByLabel(text.couponField).fill('welcome10');
      await summary.getByRole('button', { name: text.useCoupon }).click();
      const discounted = await checkoutSummary(request, member, lang, 'WELCOME10');
      expect(discounted.discount).toBeCloseTo(priced.totalPrice / 10, 2);
      await expect(summaryRow(summary, text.discount('WELCOME10'))).toHaveText(
        `−${money(discounted.discount)}`,
      );
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

      await payment.getByRole('button', { name: text.place }).click();
      await expectWarning(page, text.need.cardNumber);
      await fillCard(payment, text, '4242 4242 4242 4242');
      await payment.getByLabel(text.remarks).fill('Please pack the cards in two boxes.');
      await Promise.all([
        page.waitForURL(/\/payment-success\?/),
        payment.getByRole('button', { name: text.place }).click(),
      ]);
      await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
      await expect(page.getByTestId('payment-amount')).toHaveText(money(priced.total));
      await expect(page.getByText(text.amount)).toBeVisible();

      const [order] = await memberOrders(request, member, lang);
      expect(order?.paymentStatus).toBe('paid');
      expect(order?.totalAmount).toBe(priced.total);
      expect(order?.remark).toBe('Please pack the cards in two boxes.');
      expect(order?.busOrderItemList.map((item) => item.filelist)).toContainEqual([design]);

      await Promise.all([
        page.waitForURL('/'),
        page.getByRole('link', { name: text.continueShopping }).click(),
      ]);
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
      const notice = page.getByRole('note', { name: text.testMode });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(text.testModeBody);
      await expect(notice).toBeInViewport();
    });

    test('a declined card shows the provider’s message and lands on /order with the order on hold', async ({
      page,
      open,
      request,
      signIn,
      guard,
    }) => {
      guard.allowHttpError(/^\/api\/pay\/confirm$/, 400);
      const member = await signIn();
      await addToCart(request, member, await skuOf(request, 'BC-1001', 1));
      await saveDeliveryAddress(request, member);

      await open('/checkout');
      const shipping = page.getByRole('region', { name: text.steps.shipping });
      await expect(shipping.getByLabel(text.form.city, { exact: true })).toHaveValue('San Francisco');
      await expect(shipping.getByLabel(text.form.state, { exact: true })).toHaveValue('CA');
      await shipping.getByRole('button', { name: text.continue }).click();

      const payment = page.getByRole('region', { name: text.steps.payment });
      await fillCard(payment, text, '4000 0000 0000 0002');
      await payment.getByRole('button', { name: text.place }).click();
      await expect(page.locator('[data-kind="error"]').filter({ hasText: text.declined })).toBeVisible();
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
      await page.getByRole('button', { name: text.payNow }).click();
      const dialog = page.getByRole('dialog', { name: text.payOrder(order!.orderNo) });
      await expect(dialog.getByRole('note', { name: text.testMode })).toBeVisible();
      await fillCard(dialog, text, '4242 4242 4242 4242');
      await Promise.all([
        page.waitForURL(/\/payment-success\?/),
        dialog.getByRole('button', { name: text.pay }).click(),
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
        await expect(page.getByRole('heading', { level: 1, name: text.unconfirmed })).toBeVisible();
        await expect(page.getByTestId('payment-amount')).toHaveCount(0);
        await expect(page.getByText('IF-FORGED')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: text.paid })).toHaveCount(0);
      };
      // A visitor.
      await open(forged);
      await expectNeutral();
      // A member, with an order id of the demo customer's.
      guard.allowHttpError(/^\/api\/order\/getOrderDtl\?/, 404);
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
      const cards = await apiData<api.ProductDetail>(
        request.get(`/api/product/dtl?productNo=BC-1001&lang=${lang}`),
      );
      const labels = await apiData<api.ProductDetail>(
        request.get(`/api/product/dtl?productNo=LB-1001&lang=${lang}`),
      );

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
      await open('/cart');
      const rows = page.getByRole('list', { name: text.cartList, exact: true }).locator(':scope > li');
      await expect(rows).toHaveCount(3);
      await rows.first().getByRole('button', { name: text.increase }).click();
      await expect(rows.first().getByRole('group').locator('output')).toHaveText('2');
      await rows.nth(2).getByRole('button', { name: text.delete, exact: true }).click();
      const question = page.getByRole('dialog', { name: text.question });
      await question.getByRole('button', { name: text.delete, exact: true }).click();
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('2');

      await Promise.all([
        page.waitForURL('/checkout'),
        page.getByRole('main').getByRole('link', { name: text.checkoutNow }).click(),
      ]);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await fillShipping(page.getByRole('region', { name: text.steps.shipping }), text, member.email);

      const summary = page.getByRole('region', { name: text.summary });
      await summary.getByRole('button', { name: text.couponToggle }).click();
      await summary.getByLabel(text.couponField).fill('WELCOME10');
      await summary.getByRole('button', { name: text.useCoupon }).click();
      await expect(summary.getByText(text.discount('WELCOME10'))).toBeVisible();
      const expected = await checkoutSummary(request, member, lang, 'WELCOME10');
      expect(expected.cartAdvancedList.map((line) => line.productNum)).toEqual([2, 1]);
      expect(expected.tax).toBeGreaterThan(0);
      await expect(summary.getByTestId('checkout-total')).toHaveText(money(expected.total));

      const payment = page.getByRole('region', { name: text.steps.payment });
      await payment.getByLabel(text.cardNumber).fill('4242424242424242');
      await payment.getByLabel(text.expiry).fill('12/39');
      await payment.getByLabel(text.cvc).fill('123');
      await Promise.all([
        page.waitForURL(/\/payment-success\?/),
        payment.getByRole('button', { name: text.place }).click(),
      ]);
      await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
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
        page.getByRole('link', { name: text.viewOrder }).click(),
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

      await open(`/orderDetail?no=${order!.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.orderNo(order!.orderNo));
      const fileReview = main.getByRole('list', { name: text.tracker }).getByRole('listitem').first();
      await expect(fileReview).toContainText(text.fileReview);
      // docs/product.md#production: a stage is done only once the item has moved past it.
      await expect(fileReview).toContainText(text.inProgress);
      await expect(fileReview).toHaveAttribute('aria-current', 'step');
      const firstItem = order!.busOrderItemList[0]!;
      await expect(main.locator(`a[href="${firstItem.filelist[0]}"]`)).toBeVisible();
      await Promise.all([page.waitForURL('/order'), main.getByRole('link', { name: text.back }).click()]);
      await expect(page.getByRole('article', { name: text.orderNo(order!.orderNo) })).toBeVisible();
    });
  });
}
