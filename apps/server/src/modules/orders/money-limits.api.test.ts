import { api, MAX_ORDER_TOTAL_CENTS } from '@printshop/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type CallInput, call } from '../../test/http.ts';
import {
  cartLineIds,
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
  type TestSku,
} from '../../test/shop.ts';
import { skus } from '../catalog/tables.ts';
import { payments } from '../payments/tables.ts';
import { coupons, orders } from './tables.ts';

/** Alaska: no sales tax, and US shipping is free at these amounts, so the total is the goods. */
const ALASKA = { provinceCode: 'AK', city: 'Anchorage', postalcode: '99501' };

describe('orders at the money limits', () => {
  let t: TestApp;
  /** The dearest SKU of the catalog ($6,435): 100,000 of them are far more than 2^31 cents. */
  let dear: TestSku;
  /** A SKU priced at exactly $10.00 here, so api.MAX_CART_QTY of them are the ceiling plus one cent. */
  let tenDollars: TestSku;

  beforeAll(async () => {
    t = await createTestApp();
    const [dearest] = await t.db
      .select({ skuId: skus.id, productId: skus.productId, priceCents: skus.priceCents })
      .from(skus)
      .orderBy(desc(skus.priceCents))
      .limit(1);
    dear = dearest!;
    tenDollars = { ...(await skuOf(t.db, 'BC-1001', 0)), priceCents: 1000 };
    await t.db.update(skus).set({ priceCents: 1000 }).where(eq(skus.id, tenDollars.skuId));
    await t.db.insert(coupons).values([
      { code: 'ONECENT', kind: 'fixed', value: 1 },
      { code: 'TRADE96', kind: 'percent', value: 96 },
    ]);
  });
  afterAll(() => t.close());

  async function shopper(lines: [TestSku, number][], address = {}): Promise<TestMember> {
    const m = await newMember(t.db);
    await saveTestAddress(t.db, m.id, address);
    for (const [sku, qty] of lines) await putInCart(t.db, m.id, sku, qty);
    return m;
  }
  const cartjson = async (m: TestMember) =>
    (await cartLineIds(t.db, m.id)).map((cartId) => ({ cartId, productNum: api.MAX_CART_QTY }));
  const place = async (
    m: TestMember,
    extra: Partial<CallInput<typeof api.createOrder>> = {},
    lang?: string,
  ) =>
    call(
      t.app,
      api.createOrder,
      { paytype: 1, cartjson: await cartjson(m), ...extra },
      { token: m.token, lang },
    );
  const checkout = (m: TestMember, coupon?: string) =>
    call(t.app, api.toOrder, { coupon }, { token: m.token });
  const orderList = (m: TestMember) => call(t.app, api.queryOrderList, {}, { token: m.token });
  const orderCount = async (m: TestMember) =>
    (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, m.id))).length;

  it('totals a cart far past 2^31 cents to the cent, in the cart and at checkout', async () => {
    expect(dear.priceCents).toBe(643_500);
    const m = await shopper([[dear, api.MAX_CART_QTY]]);
    const cart = await call(t.app, api.cartList, {}, { token: m.token });
    expect(cart.data.list[0]).toMatchObject({ unitPrice: 6435, productNum: api.MAX_CART_QTY });
    expect(cart.data.totalPrice).toBe(643_500_000);
    const summary = await checkout(m);
    // 64,350,000,000 cents of goods at California's 7.25 %; shipping is free.
    expect(summary.data).toMatchObject({
      totalPrice: 643_500_000,
      tax: 46_653_750,
      deliveryfee: 0,
      total: 690_153_750,
    });
  });

  it('taxes 100 of the largest lines exactly where goods × rate passes 2^53', async () => {
    const lines = Array.from({ length: 100 }, (): [TestSku, number] => [dear, api.MAX_CART_QTY]);
    // The United Kingdom: 20 % VAT and the flat $29.95 of every country without its own rate.
    const m = await shopper(lines, { countryCode: 'GB', provinceCode: 'ENG', postalcode: 'SW1A 1AA' });
    const summary = await checkout(m, 'WELCOME10');
    expect(summary.data).toMatchObject({
      totalPrice: 64_350_000_000,
      discount: 6_435_000_000,
      tax: 11_583_000_000,
      deliveryfee: 29.95,
      total: 69_498_000_029.95,
    });
  });

  it('refuses an order over the card ceiling with a 400 that points to a custom quote, changing nothing', async () => {
    const m = await shopper([[dear, api.MAX_CART_QTY]]);
    const lines = await cartLineIds(t.db, m.id);
    const [bulk] = await t.db.select().from(coupons).where(eq(coupons.code, 'BULK15'));
    expect(await place(m, { coupon: 'BULK15' })).toMatchObject({
      status: 400,
      msg: 'An order over $999999.99 cannot be paid online. Please ask us for a custom quote.',
    });
    expect((await place(m, {}, 'zh')).msg).toBe(
      '订单总额超过 999999.99 美元，无法在线支付，请申请定制报价。',
    );
    expect((await call(t.app, api.toCartCreatePaymentIntent, {}, { token: m.token })).status).toBe(400);
    expect(await cartLineIds(t.db, m.id)).toEqual(lines);
    expect(await orderCount(m)).toBe(0);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.code, 'BULK15'));
    expect(after!.usedCount).toBe(bulk!.usedCount);
  });

  it('refuses the ceiling plus one cent', async () => {
    const m = await shopper([[tenDollars, api.MAX_CART_QTY]], ALASKA);
    const summary = await checkout(m);
    expect(summary.data.total * 100).toBe(MAX_ORDER_TOTAL_CENTS + 1);
    expect((await place(m)).status).toBe(400);
    expect(await orderCount(m)).toBe(0);
  });

  it('places, pays and lists the largest order allowed, to the cent', async () => {
    const m = await shopper([[tenDollars, api.MAX_CART_QTY]], ALASKA);
    const placed = await place(m, { coupon: 'ONECENT' });
    expect(placed.status).toBe(200);
    const expected = { subtotal: 1_000_000, discount: 0.01, tax: 0, deliveryfee: 0, totalAmount: 999_999.99 };
    expect(placed.data).toMatchObject({ ...expected, qty: api.MAX_CART_QTY });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.data.id));
    expect(row!.totalCents).toBe(MAX_ORDER_TOTAL_CENTS);

    const intent = await call(
      t.app,
      api.createPaymentIntent,
      { orderId: placed.data.id },
      { token: m.token },
    );
    expect(intent.data.amount).toBe(999_999.99);
    const paid = await call(
      t.app,
      api.confirmPayment,
      { orderId: placed.data.id, cardNo: '4242 4242 4242 4242', validityperiod: '12/39', safetycode: '123' },
      { token: m.token },
    );
    expect(paid.data).toMatchObject({ status: 'paid', amount: 999_999.99 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, placed.data.id));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: MAX_ORDER_TOTAL_CENTS });

    const list = await orderList(m);
    expect(list.data.list[0]).toMatchObject({ ...expected, paymentStatus: 'paid', qty: api.MAX_CART_QTY });
    expect(list.data.list[0]!.busOrderItemList[0]).toMatchObject({
      qty: api.MAX_CART_QTY,
      unitPrice: 10,
      subtotalAmount: 1_000_000,
    });
    const detail = await call(t.app, api.getOrderDetail, { orderId: placed.data.id }, { token: m.token });
    expect(detail.data.orderMain).toMatchObject(expected);
  });

  it('stores and lists amounts past 2^31 cents when a deep discount keeps the total payable', async () => {
    const m = await shopper([[dear, 3400]], ALASKA);
    const placed = await place(m, {
      coupon: 'TRADE96',
      cartjson: [{ cartId: (await cartLineIds(t.db, m.id))[0], productNum: 3400 }],
    });
    // 2,187,900,000 cents of goods (more than 2^31), 96 % off: 87,516,000 cents to pay.
    const expected = {
      subtotal: 21_879_000,
      discount: 21_003_840,
      tax: 0,
      deliveryfee: 0,
      totalAmount: 875_160,
    };
    expect(placed).toMatchObject({ status: 200, data: expected });
    const list = await orderList(m);
    expect(list.data.list[0]).toMatchObject(expected);
    expect(list.data.list[0]!.busOrderItemList[0]).toMatchObject({
      unitPrice: 6435,
      subtotalAmount: 21_879_000,
    });
  });

  it('will not start paying an order over the ceiling', async () => {
    const m = await shopper([[tenDollars, 1]], ALASKA);
    const placed = await placeTestOrder(t.db, m, [
      { cartId: (await cartLineIds(t.db, m.id))[0]!, productNum: 1 },
    ]);
    await t.db
      .update(orders)
      .set({ totalCents: MAX_ORDER_TOTAL_CENTS + 1 })
      .where(eq(orders.id, placed.id));
    const res = await call(t.app, api.createPaymentIntent, { orderId: placed.id }, { token: m.token });
    expect(res).toMatchObject({ status: 400, msg: expect.stringContaining('custom quote') });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, placed.id))).toEqual([]);
  });
});
