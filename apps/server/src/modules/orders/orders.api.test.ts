import { api } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { type CallInput, type CallOptions, call, callUnchecked } from '../../test/http.ts';
import {
  CALIFORNIA,
  cartLineIds,
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
  type TestSku,
} from '../../test/shop.ts';
import { cartLines } from '../cart/tables.ts';
import { orderTotals, type Totals } from './pricing.ts';
import { shippingRule, taxRateBp } from './rules.ts';
import { coupons, orderItems, orders, taxRates } from './tables.ts';

/** The seeded rules for a California delivery: 7.25 % tax, $9.95 shipping, free from $99. */
function californiaTotals(
  subtotalCents: number,
  coupon: { kind: 'percent' | 'fixed'; value: number } | null = null,
): Totals {
  return orderTotals({
    subtotalCents,
    coupon,
    taxRateBp: 725,
    shipping: { feeCents: 995, freeOverCents: 9900 },
  });
}

const cents = (dollars: number) => Math.round(dollars * 100);

const DESIGN = '/uploads/0123456789abcdef0123456789abcdef.png';

describe('orders API', () => {
  let t: TestApp;
  const mailer = new MemoryMailer();
  let card: TestSku;
  let label: TestSku;

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    card = await skuOf(t.db, 'BC-1001', 0);
    label = await skuOf(t.db, 'BC-1001', 3);
  });
  afterAll(() => t.close());

  const zh = 'zh';
  const summary = (m: TestMember, coupon?: string, lang?: string) =>
    call(t.app, api.toOrder, { coupon }, { token: m.token, lang });
  const place = (m: TestMember, input: CallInput<typeof api.createOrder>, lang?: string) =>
    call(t.app, api.createOrder, input, { token: m.token, lang });
  const detail = (m: TestMember, input: CallInput<typeof api.getOrderDetail>, lang?: string) =>
    call(t.app, api.getOrderDetail, input, { token: m.token, lang });
  const orderCount = async (memberId: number) =>
    (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId))).length;

  /** A member with a California delivery address and the given lines in the cart. */
  async function shopper(lines: [TestSku, number, string[]?][] = [[card, 2]]) {
    const m = await newMember(t.db);
    await saveTestAddress(t.db, m.id);
    const ids: number[] = [];
    for (const [sku, qty, files] of lines) ids.push(await putInCart(t.db, m.id, sku, qty, files ?? []));
    return { m, ids };
  }

  describe('rules', () => {
    it('takes a province rate over its country rate, and 0 where there is none', async () => {
      await t.db.insert(taxRates).values({ countryCode: 'CA', provinceCode: 'QC', rateBp: 1498 });
      expect(await taxRateBp(t.db, 'CA', 'QC')).toBe(1498);
      expect(await taxRateBp(t.db, 'ca', 'on')).toBe(500);
      expect(await taxRateBp(t.db, 'CA', '')).toBe(500);
      expect(await taxRateBp(t.db, 'US', 'CA')).toBe(725);
      expect(await taxRateBp(t.db, 'US', 'AK')).toBe(0);
      expect(await taxRateBp(t.db, 'FR', '')).toBe(0);
    });

    it('ships by country with the * row for every other country', async () => {
      expect(await shippingRule(t.db, 'US')).toEqual({
        feeCents: 995,
        freeOverCents: 9900,
        minDays: 2,
        maxDays: 5,
      });
      expect(await shippingRule(t.db, 'ca')).toEqual({
        feeCents: 1995,
        freeOverCents: 19_900,
        minDays: 4,
        maxDays: 8,
      });
      expect(await shippingRule(t.db, 'FR')).toEqual({
        feeCents: 2995,
        freeOverCents: null,
        minDays: 6,
        maxDays: 12,
      });
    });
  });

  describe('GET /api/order/toOrder', () => {
    it('needs a token', async () => {
      expect((await call(t.app, api.toOrder, {})).status).toBe(401);
    });

    it('prices the cart for the delivery address', async () => {
      const { m } = await shopper([
        [card, 2],
        [label, 1],
      ]);
      const res = await summary(m);
      expect(res.status).toBe(200);
      const subtotal = card.priceCents * 2 + label.priceCents;
      const expected = californiaTotals(subtotal);
      expect(res.data).toMatchObject({
        totalPrice: subtotal / 100,
        tax: expected.taxCents / 100,
        deliveryfee: expected.shippingCents / 100,
        discount: 0,
        total: expected.totalCents / 100,
        coupon: null,
      });
      expect(res.data.memberAddress).toMatchObject({ countryCode: 'US', provinceCode: 'CA', type: 2 });
      expect(res.data.cartAdvancedList).toHaveLength(2);
      const cart = await call(t.app, api.cartList, {}, { token: m.token });
      expect(res.data.cartAdvancedList).toEqual(cart.data.list);
    });

    it('estimates with no tax and the US fee before there is an address', async () => {
      const m = await newMember(t.db);
      await putInCart(t.db, m.id, card, 1);
      const res = await summary(m);
      expect(res.data.memberAddress).toBeNull();
      expect(res.data.tax).toBe(0);
      const fee = card.priceCents >= 9900 ? 0 : 9.95;
      expect(res.data.deliveryfee).toBe(fee);
      expect(cents(res.data.total)).toBe(card.priceCents + cents(fee));
    });

    it('charges the destination’s rules elsewhere', async () => {
      const { m } = await shopper([[card, 1]]);
      await saveTestAddress(t.db, m.id, { countryCode: 'AU', provinceCode: 'NSW' });
      const res = await summary(m);
      expect(res.data.tax).toBe(Math.round(card.priceCents * 0.1) / 100);
      expect(res.data.deliveryfee).toBe(29.95);
    });

    it('applies a coupon case-insensitively and answers the code as stored', async () => {
      const { m } = await shopper([[card, 3]]);
      const res = await summary(m, ' welcome10 ');
      const expected = californiaTotals(card.priceCents * 3, { kind: 'percent', value: 10 });
      expect(res.data).toMatchObject({
        coupon: 'WELCOME10',
        discount: expected.discountCents / 100,
        tax: expected.taxCents / 100,
        total: expected.totalCents / 100,
      });
      expect((await summary(m, '')).data.coupon).toBeNull();
    });

    it('explains why a coupon cannot be used, in both languages', async () => {
      const { m } = await shopper([[card, 1]]);
      const cases: [string, string, string][] = [
        ['NOPE', 'This coupon code does not exist', '优惠券代码不存在'],
        ['SPRING20', 'This coupon has expired', '该优惠券已过期'],
        ['FIRSTONLY', 'This coupon has been used up', '该优惠券已达使用上限'],
      ];
      for (const [code, en, zhMsg] of cases) {
        expect(await summary(m, code)).toMatchObject({ status: 400, msg: en });
        expect(await summary(m, code, zh)).toMatchObject({ status: 400, msg: zhMsg });
      }
      if (card.priceCents < 5000) {
        expect(await summary(m, 'SAVE5')).toMatchObject({
          status: 400,
          msg: 'This coupon needs a subtotal of at least $50.00',
        });
        expect((await summary(m, 'SAVE5', zh)).msg).toBe('订单小计满 50.00 美元才能使用该优惠券');
      }
      expect((await summary(m, 'X'.repeat(51))).status).toBe(400);
    });
  });

  describe('POST /api/order/createOrder', () => {
    it('places the order from server prices, whatever the client says', async () => {
      const { m, ids } = await shopper([
        [card, 2, [DESIGN]],
        [label, 1],
      ]);
      const before = mailer.sent.length;
      // Prices and totals the client has no say in, sent all the same.
      const res = await callUnchecked(
        t.app,
        api.createOrder,
        {
          paytype: 1,
          tax: 0,
          deliveryfee: 0,
          unitPrice: 0.01,
          totalAmount: 0.01,
          cartjson: [
            { cartId: ids[0], productNum: 2, designdraft: 'x', unitPrice: 0.01 },
            { cartId: ids[1], productNum: 1 },
          ],
          remark: 'Leave at the door',
        },
        { token: m.token },
      );
      expect(res.status).toBe(200);
      expect(res.msg).toBe('Your order has been placed');
      const subtotal = card.priceCents * 2 + label.priceCents;
      const expected = californiaTotals(subtotal);
      const order = res.data;
      expect(order.orderNo).toMatch(/^IP\d{8}\d{6}$/);
      expect(order).toMatchObject({
        paymentStatus: 'pending',
        subtotal: subtotal / 100,
        tax: expected.taxCents / 100,
        deliveryfee: expected.shippingCents / 100,
        totalAmount: expected.totalCents / 100,
        qty: 3,
        remark: 'Leave at the door',
        orderStatusName: 'Awaiting payment',
        payName: 'Credit card',
      });
      expect(order.sAddressbo).toMatchObject({
        firstname: 'Pat',
        phone: CALIFORNIA.phone,
        province: 'California',
      });
      expect(order.bAddressbo).toBeNull();
      expect(order.busOrderItemList).toHaveLength(2);
      const [first] = order.busOrderItemList;
      expect(first).toMatchObject({
        qty: 2,
        unitPrice: card.priceCents / 100,
        subtotalAmount: (card.priceCents * 2) / 100,
        sta: 0,
        // Nothing is reviewed before the payment (docs/product.md#production).
        makelStaName: 'Awaiting payment',
        state: 'awaiting_review',
        filelist: [DESIGN],
      });
      expect(first!.productAttributeVOList.length).toBeGreaterThanOrEqual(2);
      // The attributes are kept in every language.
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, first!.id));
      expect(item!.attributes[0]!.key.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(await cartLineIds(t.db, m.id)).toEqual([]);
      expect(mailer.sent.length).toBe(before + 1);
      const mail = mailer.sent.at(-1)!;
      expect(mail.to).toBe(m.email);
      expect(mail.subject).toContain(order.orderNo);
      expect(mail.text).toContain(`$${(expected.totalCents / 100).toFixed(2)}`);
    });

    it('returns the same order when the call is repeated, and mails once', async () => {
      const { m, ids } = await shopper([[card, 1]]);
      const body = { paytype: 1, cartjson: [{ cartId: ids[0], productNum: 1 }] };
      const first = await place(m, body);
      const before = mailer.sent.length;
      const again = await place(m, body);
      expect(again.status).toBe(200);
      expect(again.data.id).toBe(first.data.id);
      expect(mailer.sent.length).toBe(before);
      expect(await orderCount(m.id)).toBe(1);
    });

    it('makes one order of 20 concurrent calls for the same cart', async () => {
      const { m, ids } = await shopper([
        [card, 2],
        [label, 4],
      ]);
      const before = mailer.sent.length;
      const body = {
        paytype: 1,
        cartjson: [
          { cartId: ids[1], productNum: 4 },
          { cartId: ids[0], productNum: 2 },
        ],
      };
      const results = await Promise.all(Array.from({ length: 20 }, () => place(m, body)));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
      expect(await orderCount(m.id)).toBe(1);
      expect(mailer.sent.length).toBe(before + 1);
    });

    it('orders only the named lines and leaves the rest in the cart', async () => {
      const { m, ids } = await shopper([
        [card, 1],
        [label, 1],
      ]);
      const res = await place(m, { paytype: 1, cartjson: [{ cartId: ids[1], productNum: 1 }] });
      expect(res.data.busOrderItemList).toHaveLength(1);
      expect(await cartLineIds(t.db, m.id)).toEqual([ids[0]]);
    });

    it('needs a delivery address and changes nothing without one', async () => {
      const m = await newMember(t.db);
      const id = await putInCart(t.db, m.id, card, 1);
      await saveTestAddress(t.db, m.id, {}, 1);
      const res = await place(m, { paytype: 1, cartjson: [{ cartId: id, productNum: 1 }] });
      expect(res).toMatchObject({ status: 400, msg: 'The delivery address cannot be empty.' });
      expect((await place(m, { paytype: 1, cartjson: [{ cartId: id, productNum: 1 }] }, zh)).msg).toBe(
        '收货地址不能为空。',
      );
      expect(await cartLineIds(t.db, m.id)).toEqual([id]);
      expect(await orderCount(m.id)).toBe(0);
    });

    it('keeps the billing address as it was', async () => {
      const { m, ids } = await shopper([[card, 1]]);
      await saveTestAddress(t.db, m.id, { firstname: 'Billie', city: 'Sacramento' }, 1);
      const res = await place(m, { paytype: 1, cartjson: [{ cartId: ids[0], productNum: 1 }] });
      await saveTestAddress(t.db, m.id, { firstname: 'Changed' }, 1);
      const kept = await detail(m, { orderId: res.data.id });
      expect(kept.data.bAddress).toMatchObject({ firstname: 'Billie', city: 'Sacramento' });
    });

    it('refuses someone else’s cart line with 404 and changes nothing', async () => {
      const { ids: theirs, m: other } = await shopper([[card, 1]]);
      const { m, ids } = await shopper([[card, 1]]);
      const res = await place(m, {
        paytype: 1,
        cartjson: [
          { cartId: ids[0], productNum: 1 },
          { cartId: theirs[0], productNum: 1 },
        ],
      });
      expect(res.status).toBe(404);
      expect(await cartLineIds(t.db, m.id)).toEqual(ids);
      expect(await cartLineIds(t.db, other.id)).toEqual(theirs);
      expect(await orderCount(m.id)).toBe(0);
    });

    it('answers 409 when the quantities differ from the cart', async () => {
      const { m, ids } = await shopper([[card, 3]]);
      const res = await place(m, { paytype: 1, cartjson: [{ cartId: ids[0], productNum: 2 }] });
      expect(res).toMatchObject({
        status: 409,
        msg: 'Your cart changed, please review it and place the order again',
      });
      expect(await orderCount(m.id)).toBe(0);
    });

    it('refuses bad input with 400', async () => {
      const { m, ids } = await shopper([[card, 1]]);
      const line = { cartId: ids[0], productNum: 1 };
      const bad: unknown[] = [
        {},
        { paytype: 1, cartjson: [] },
        { paytype: 1, cartjson: 'x' },
        { paytype: 2, cartjson: [line] },
        { paytype: 1, cartjson: [line, line] },
        { paytype: 1, cartjson: [{ cartId: 'one', productNum: 1 }] },
        { paytype: 1, cartjson: [{ cartId: ids[0], productNum: 0 }] },
        { paytype: 1, cartjson: [line], remark: 'x'.repeat(501) },
        { paytype: 1, cartjson: [line], coupon: 'x'.repeat(51) },
      ];
      for (const body of bad) {
        const res = await callUnchecked(t.app, api.createOrder, body, { token: m.token });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await call(t.app, api.createOrder, { cartjson: [line] })).status).toBe(401);
      expect(await orderCount(m.id)).toBe(0);
    });

    it('redeems a coupon once per order and refuses expired and used-up ones', async () => {
      const { m, ids } = await shopper([[card, 2]]);
      const count = async () =>
        (await t.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!
          .n;
      const before = await count();
      for (const code of ['SPRING20', 'FIRSTONLY']) {
        const res = await place(m, {
          paytype: 1,
          coupon: code,
          cartjson: [{ cartId: ids[0], productNum: 2 }],
        });
        expect(res.status).toBe(400);
      }
      const res = await place(m, {
        paytype: 1,
        coupon: 'Welcome10',
        cartjson: [{ cartId: ids[0], productNum: 2 }],
      });
      const expected = californiaTotals(card.priceCents * 2, { kind: 'percent', value: 10 });
      expect(res.data).toMatchObject({
        coupon: 'WELCOME10',
        discount: expected.discountCents / 100,
        totalAmount: expected.totalCents / 100,
      });
      expect(await count()).toBe(before + 1);
    });

    it('never lets concurrent orders use a coupon more often than its limit', async () => {
      await t.db.insert(coupons).values({ code: 'LIMIT3', kind: 'fixed', value: 100, usageLimit: 3 });
      const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopper([[card, 1]])));
      const results = await Promise.all(
        shoppers.map(({ m, ids }) =>
          place(m, { paytype: 1, coupon: 'LIMIT3', cartjson: [{ cartId: ids[0], productNum: 1 }] }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400]);
      expect(
        results.filter((r) => r.status === 400).every((r) => r.msg === 'This coupon has been used up'),
      ).toBe(true);
      const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'LIMIT3'));
      expect(row!.usedCount).toBe(3);
      const withCoupon = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.couponCode, 'LIMIT3'));
      expect(withCoupon).toHaveLength(3);
    });

    it('mails the confirmation in the language of the order', async () => {
      const { m, ids } = await shopper([[card, 1]]);
      const res = await place(m, { paytype: 1, cartjson: [{ cartId: ids[0], productNum: 1 }] }, zh);
      expect(res.data.orderStatusName).toBe('待付款');
      expect(res.data.busOrderItemList[0]!.makelStaName).toBe('待付款');
      const mail = mailer.sent.at(-1)!;
      expect(mail.subject).toBe(`您的墨折印刷订单 ${res.data.orderNo}`);
      expect(mail.text).toContain('美元');
    });
  });

  describe('GET /api/order/queryOrderList and getOrderDtl', () => {
    let m: TestMember;
    const placed: api.OrderSummary[] = [];

    beforeAll(async () => {
      const s = await shopper([[card, 1]]);
      m = s.m;
      for (const [sku, qty] of [
        [card, 1],
        [label, 2],
        [card, 3],
        [label, 1],
      ] as const) {
        const id = await putInCart(t.db, m.id, sku, qty);
        placed.push(await placeTestOrder(t.db, m, [{ cartId: id, productNum: qty }]));
      }
      placed.push(await placeTestOrder(t.db, m, [{ cartId: s.ids[0]!, productNum: 1 }]));
      // [0] pending, [1] failed, [2] paid at file review, [3] paid and shipping, [4] paid, mixed
      const set = (id: number, paymentStatus: 'paid' | 'failed') =>
        t.db.update(orders).set({ paymentStatus }).where(eq(orders.id, id));
      await set(placed[1]!.id, 'failed');
      await set(placed[2]!.id, 'paid');
      await set(placed[3]!.id, 'paid');
      await set(placed[4]!.id, 'paid');
      await t.db
        .update(orderItems)
        .set({ state: 'shipped', stage: 2 })
        .where(eq(orderItems.orderId, placed[3]!.id));
      await t.db
        .update(orderItems)
        .set({ state: 'printing', stage: 1 })
        .where(eq(orderItems.orderId, placed[4]!.id));
    });

    const list = (input: CallInput<typeof api.queryOrderList> = {}, options: CallOptions = {}) =>
      call(t.app, api.queryOrderList, input, { token: m.token, ...options });
    const ids = (res: { data: api.OrderList }) => res.data.list.map((o) => o.id);

    it('lists all orders newest first, ten to a page by default', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.data.total).toBe(5);
      expect(ids(res)).toEqual(placed.map((o) => o.id).reverse());
      const page2 = await list({ pageSize: 2, pageNum: 2 });
      expect(ids(page2)).toEqual([placed[2]!.id, placed[1]!.id]);
      expect(page2.data.total).toBe(5);
      expect((await list({ pageSize: 2, pageNum: 9 })).data.list).toEqual([]);
    });

    it('filters on hold (not paid) and open (paid, not all shipping)', async () => {
      expect(ids(await list({ sta: 0 })).sort()).toEqual([placed[0]!.id, placed[1]!.id].sort());
      expect(ids(await list({ sta: 1 })).sort()).toEqual([placed[2]!.id, placed[4]!.id].sort());
      expect((await list({ sta: 2 })).data.total).toBe(5);
    });

    it('shows each order as docs/product.md’s order list item', async () => {
      const res = await list({ sta: 1 });
      const order = res.data.list.find((o) => o.id === placed[4]!.id)!;
      expect(order).toMatchObject({
        orderNo: placed[4]!.orderNo,
        paymentStatus: 'paid',
        orderStatusName: 'Printing',
        payName: 'Credit card',
        qty: 1,
      });
      expect(order.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(order.sAddressbo).toMatchObject({
        firstname: 'Pat',
        city: 'Los Angeles',
        country: 'United States of America',
      });
      expect(order.busOrderItemList[0]).toMatchObject({ sta: 1, makelStaName: 'Printing' });
      const zhRes = await list({ sta: 1 }, { lang: zh });
      const zhOrder = zhRes.data.list.find((o) => o.id === placed[4]!.id)!;
      // The same stored address reads in each reader's language.
      expect(zhOrder.sAddressbo).toMatchObject({
        country: '美国',
        province: '加利福尼亚州',
        countryCode: 'US',
      });
      expect(order.sAddressbo).toMatchObject({ province: 'California', provinceCode: 'CA' });
      const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed[4]!.id));
      expect(Object.keys(stored!.shippingAddress)).not.toContain('country');
      expect(zhOrder.busOrderItemList[0]!.makelStaName).toBe('印刷中');
      expect(zhOrder.payName).toBe('信用卡');
      expect((await list({ sta: 0 }, { lang: zh })).data.list.map((o) => o.orderStatusName).sort()).toEqual(
        ['支付失败', '待付款'].sort(),
      );
    });

    it('searches the order number and product names in either language, literally', async () => {
      const no = placed[2]!.orderNo;
      expect(ids(await list({ queryparam: no.slice(-6) }))).toContain(placed[2]!.id);
      expect(ids(await list({ queryparam: no.toLowerCase() }))).toEqual([placed[2]!.id]);
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id));
      const enWord = item!.productName.en.split(' ')[0]!;
      expect((await list({ queryparam: enWord })).data.total).toBe(5);
      const zhName = item!.productName.zh!;
      expect((await list({ queryparam: zhName.slice(0, 2) })).data.total).toBe(5);
      expect((await list({ queryparam: '%' })).data.total).toBe(0);
      expect((await list({ queryparam: '_' })).data.total).toBe(0);
      expect((await list({ queryparam: 'nothing-like-this' })).data.list).toEqual([]);
    });

    it('refuses bad filters and too long searches', async () => {
      expect((await list({ sta: 3 })).status).toBe(400);
      expect((await list({ pageNum: 0 })).status).toBe(400);
      expect((await list({ queryparam: 'a'.repeat(71) })).status).toBe(400);
      expect((await list({ queryparam: 'a'.repeat(70) })).status).toBe(200);
      expect((await call(t.app, api.queryOrderList, {})).status).toBe(401);
    });

    it('shows no one else’s orders', async () => {
      const other = await newMember(t.db);
      expect((await list({}, { token: other.token })).data).toEqual({ list: [], total: 0 });
    });

    it('details one item of an order with the shipping phone', async () => {
      const order = placed[3]!;
      const item = order.busOrderItemList[0]!;
      const res = await detail(m, { orderId: order.id, orderItemId: item.id });
      expect(res.status).toBe(200);
      expect(res.data.orderMain).toMatchObject({
        orderNo: order.orderNo,
        paymentStatus: 'paid',
        orderStatusName: 'Shipped',
        totalAmount: order.totalAmount,
      });
      expect(res.data.dtl).toMatchObject({
        id: item.id,
        sta: 2,
        qty: 1,
        subtotalAmount: item.subtotalAmount,
      });
      expect(res.data.attributeslist).toEqual(item.productAttributeVOList);
      expect(res.data.sAddress.phone).toBe(CALIFORNIA.phone);
      const zhRes = await detail(m, { orderId: order.id }, zh);
      expect(zhRes.data.orderMain.orderStatusName).toBe('已发货');
      expect(zhRes.data.dtl.productName).toMatch(/[\u4e00-\u9fff]/);
    });

    it('answers 404 for someone else’s order or an item of another order', async () => {
      const other = await newMember(t.db);
      const order = placed[0]!;
      expect((await detail(other, { orderId: order.id })).status).toBe(404);
      const itemOfAnother = placed[1]!.busOrderItemList[0]!.id;
      expect((await detail(m, { orderId: order.id, orderItemId: itemOfAnother })).status).toBe(404);
      expect((await detail(m, { orderId: 'x' })).status).toBe(400);
      expect((await callUnchecked(t.app, api.getOrderDetail, {}, { token: m.token })).status).toBe(400);
    });
  });

  describe('demo member', () => {
    it('logs in with the README credentials and has orders at every stage and payment status', async () => {
      const login = await call(t.app, api.login, {
        email: 'demo@inkfold.example',
        password: 'demo-password-1',
      });
      expect(login.status).toBe(200);
      const token = login.data.token;
      const res = await call(t.app, api.queryOrderList, { pageSize: 20 }, { token });
      expect(res.data.total).toBeGreaterThanOrEqual(8);
      const statuses = new Set(res.data.list.map((o) => o.paymentStatus));
      expect([...statuses].sort()).toEqual(['failed', 'paid', 'pending']);
      const paidStages = new Set(
        res.data.list
          .filter((o) => o.paymentStatus === 'paid')
          .flatMap((o) => o.busOrderItemList.map((i) => i.sta)),
      );
      expect([...paidStages].sort()).toEqual([0, 1, 2]);
      for (const o of res.data.list) {
        expect(cents(o.totalAmount)).toBe(
          cents(o.subtotal) - cents(o.discount) + cents(o.tax) + cents(o.deliveryfee),
        );
        expect(o.sAddressbo.phone).not.toBe('');
        expect(o.bAddressbo).not.toBeNull();
      }
      expect(res.data.list.some((o) => o.coupon === 'WELCOME10' && o.discount > 0)).toBe(true);
      const addresses = await call(t.app, api.addressList, {}, { token });
      expect(addresses.data).toHaveLength(2);
    });
  });

  it('leaves no cart line of a placed order behind', async () => {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartLines)
      .innerJoin(orderItems, eq(orderItems.cartLineId, cartLines.id));
    expect(row!.n).toBe(0);
  });
});
