import type { Page } from '@playwright/test';
import { type api, formatMoney, type Lang } from '@printshop/contract';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { apiData, checkoutSummary, memberOrders } from './shop-api';

/** What the shopper reads on the way, per language. */
const TEXT = {
  en: {
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    designUpload: 'Upload design (images up to 50MB)',
    designImage: (n: number) => `Uploaded image ${n}`,
    cartList: 'Items in your cart',
    increase: 'Increase quantity',
    delete: 'Delete',
    question: 'Are you sure to delete it?',
    checkoutNow: 'Checkout now',
    shipping: 'Shipping address',
    payment: 'Payment method',
    summary: 'Order summary',
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
    continue: 'Continue to payment',
    couponToggle: 'Have a coupon?',
    couponField: 'Coupon code',
    useCoupon: 'Use coupon',
    discount: 'Discount (WELCOME10)',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    place: /^Place order and pay /,
    paid: 'Thank you for your order!',
    viewOrder: 'View order',
    orderNo: (no: string) => `Order ${no}`,
    tracker: 'Production progress',
    fileReview: 'File review',
    done: '(done)',
    back: 'Back to my orders',
  },
  zh: {
    addToCart: '加入购物车',
    added: '已加入购物车',
    designUpload: '上传设计稿（图片，最大 50MB）',
    designImage: (n: number) => `已上传的第 ${n} 张图片`,
    cartList: '购物车中的商品',
    increase: '增加数量',
    delete: '删除',
    question: '确定要删除吗？',
    checkoutNow: '立即结账',
    shipping: '收货地址',
    payment: '支付方式',
    summary: '订单摘要',
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
    continue: '继续付款',
    couponToggle: '有优惠券？',
    couponField: '优惠码',
    useCoupon: '使用优惠券',
    discount: '优惠（WELCOME10）',
    cardNumber: '卡号',
    expiry: '有效期（MM/YY）',
    cvc: '安全码（CVC）',
    place: /^下单并支付 /,
    paid: '感谢您的订购！',
    viewOrder: '查看订单',
    orderNo: (no: string) => `订单 ${no}`,
    tracker: '生产进度',
    fileReview: '文件审核',
    done: '(已完成)',
    back: '返回我的订单',
  },
} as const;
type Text = (typeof TEXT)[Lang];

/** Configures a product on its page (one value per listed group), uploads a design and adds it. */
async function addConfigured(
  page: Page,
  open: (path: string) => Promise<unknown>,
  text: Text,
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
  if (design) {
    const uploader = page.getByRole('group', { name: text.designUpload });
    await uploader
      .locator('input[type="file"]')
      .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: PNG });
    await expect(uploader.getByRole('img', { name: text.designImage(1) })).toBeVisible();
  }
  await page
    .getByRole('button', { name: text.addToCart, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByText(text.added)).toBeVisible();
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];
  const money = (dollars: number) => formatMoney(dollars, lang);

  test.describe(`buying in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('from two configured products with designs to a paid order and its detail', async ({
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
        text,
        cards,
        [
          [0, 1],
          [1, 2],
        ],
        true,
      );
      await addConfigured(page, open, text, labels, [[0, 1]], true);
      await addConfigured(page, open, text, cards, [], false);

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
      const shipping = page.getByRole('region', { name: text.shipping });
      const field = (label: string) => shipping.getByLabel(label, { exact: true });
      await field(text.form.email).fill(member.email);
      await field(text.form.firstName).fill('Robin');
      await field(text.form.lastName).fill('Tester');
      await field(text.form.country).selectOption('US');
      await field(text.form.state).selectOption('NY');
      await field(text.form.street).fill('350 Fifth Avenue');
      await field(text.form.city).fill('New York');
      await field(text.form.zip).fill('10118');
      await field(text.form.phone).fill('212 555 0100');
      await shipping.getByRole('button', { name: text.continue }).click();

      const summary = page.getByRole('region', { name: text.summary });
      await summary.getByRole('button', { name: text.couponToggle }).click();
      await summary.getByLabel(text.couponField).fill('WELCOME10');
      await summary.getByRole('button', { name: text.useCoupon }).click();
      await expect(summary.getByText(text.discount)).toBeVisible();
      const expected = await checkoutSummary(request, member, lang, 'WELCOME10');
      expect(expected.cartAdvancedList.map((line) => line.productNum)).toEqual([2, 1]);
      expect(expected.tax).toBeGreaterThan(0);
      await expect(summary.getByTestId('checkout-total')).toHaveText(money(expected.total));

      const payment = page.getByRole('region', { name: text.payment });
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

      // The order's detail, and the order in the list.
      await Promise.all([
        page.waitForURL(`/orderDetail?no=${order!.id}`),
        page.getByRole('link', { name: text.viewOrder }).click(),
      ]);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.orderNo(order!.orderNo));
      const fileReview = main.getByRole('list', { name: text.tracker }).getByRole('listitem').first();
      await expect(fileReview).toContainText(text.fileReview);
      await expect(fileReview).toContainText(text.done);
      const firstItem = order!.busOrderItemList[0]!;
      await expect(main.locator(`a[href="${firstItem.filelist[0]}"]`)).toBeVisible();
      await Promise.all([page.waitForURL('/order'), main.getByRole('link', { name: text.back }).click()]);
      await expect(page.getByRole('article', { name: text.orderNo(order!.orderNo) })).toBeVisible();
    });
  });
}
