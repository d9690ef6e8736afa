import { api } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allStoredText } from '../../test/database.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { LogCapture } from '../../test/log.ts';
import {
  cartLineIds,
  newMember,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
  type TestSku,
} from '../../test/shop.ts';
import { orders } from '../orders/tables.ts';
import { payments } from './tables.ts';

const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  noFunds: '4000 0000 0000 9995',
  otherValid: '5555 5555 5555 4444',
  badLuhn: '4242 4242 4242 4241',
};
const EXPIRY = '12/39';
const CVC = '123';

describe('payments API (built-in test provider)', () => {
  const log = new LogCapture();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let sku: TestSku;

  beforeAll(async () => {
    t = await createTestApp({ log });
    ({ app, db } = t);
    sku = await skuOf(db, 'BC-1001', 1);
  });
  afterAll(() => t.close());

  /** A member with a delivery address and an unpaid order for one cart line. */
  async function pendingOrder(lang: 'en' | 'zh' = 'en'): Promise<{ m: TestMember; order: api.OrderSummary }> {
    const m = await newMember(db, lang);
    await saveTestAddress(db, m.id);
    const id = await putInCart(db, m.id, sku, 2);
    const res = await call(
      app,
      api.createOrder,
      {
        paytype: 1,
        cartjson: [{ cartId: id, productNum: 2 }],
        // docs/product.md's createOrder carries the card; it must go nowhere.
        cardNo: CARDS.ok,
        validityperiod: EXPIRY,
        safetycode: CVC,
      },
      { token: m.token },
    );
    expect(res.status).toBe(200);
    return { m, order: res.data };
  }

  const confirm = (m: TestMember, input: CallInput<typeof api.confirmPayment>, lang?: string) =>
    call(app, api.confirmPayment, input, { token: m.token, lang });
  const startPaying = (orderId: unknown, token?: string) =>
    call(app, api.createPaymentIntent, { orderId }, { token });
  const card = (
    orderId: number,
    cardNo: string,
    extra: Partial<CallInput<typeof api.confirmPayment>> = {},
  ) => ({
    orderId,
    cardNo,
    validityperiod: EXPIRY,
    safetycode: CVC,
    ...extra,
  });
  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentRows = (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId));

  describe('GET /api/pay/config', () => {
    it('tells anyone that checkout takes cards in the shop’s own form', async () => {
      const res = await call(app, api.paymentConfig, {});
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ provider: 'test', publishableKey: null });
    });
  });

  describe('POST /api/pay/create-payment-intent/', () => {
    it('starts paying the member’s own pending order', async () => {
      const { m, order } = await pendingOrder();
      const res = await startPaying(order.id, m.token);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        provider: 'test',
        publishableKey: null,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.totalAmount,
      });
      expect(res.data.clientSecret).toContain(order.orderNo);
      const again = await startPaying(order.id, m.token);
      expect(again.data.clientSecret).toBe(res.data.clientSecret);
      expect(await paymentRows(order.id)).toHaveLength(1);
    });

    it('refuses someone else’s order, a paid order and bad input', async () => {
      const { m, order } = await pendingOrder();
      const other = await newMember(db);
      expect((await startPaying(order.id, other.token)).status).toBe(404);
      expect((await startPaying('abc', m.token)).status).toBe(400);
      expect((await callUnchecked(app, api.createPaymentIntent, {}, { token: m.token })).status).toBe(400);
      expect((await startPaying(order.id)).status).toBe(401);
      await confirm(m, card(order.id, CARDS.ok));
      expect(await startPaying(order.id, m.token)).toMatchObject({
        status: 409,
        msg: 'This order has already been paid',
      });
    });
  });

  describe('POST /api/pay/tocartcreatepaymentintent', () => {
    it('orders the whole cart and starts its payment', async () => {
      const m = await newMember(db);
      await saveTestAddress(db, m.id);
      await putInCart(db, m.id, sku, 1);
      await putInCart(db, m.id, await skuOf(db, 'BC-1001', 2), 3);
      const res = await call(app, api.toCartCreatePaymentIntent, { coupon: 'WELCOME10' }, { token: m.token });
      expect(res.status).toBe(200);
      expect(res.data.provider).toBe('test');
      const row = await orderRow(res.data.orderId);
      expect(row).toMatchObject({ memberId: m.id, couponCode: 'WELCOME10', paymentStatus: 'pending' });
      expect(res.data.amount).toBe(row.totalCents / 100);
      expect(await cartLineIds(db, m.id)).toEqual([]);
    });

    /** A member with a delivery address and two lines in the cart. */
    async function fullCart(): Promise<TestMember> {
      const m = await newMember(db);
      await saveTestAddress(db, m.id);
      await putInCart(db, m.id, sku, 1);
      await putInCart(db, m.id, await skuOf(db, 'BC-1001', 2), 3);
      return m;
    }
    const toCart = (
      m: TestMember,
      input: CallInput<typeof api.toCartCreatePaymentIntent> = { remark: 'retry' },
    ) => call(app, api.toCartCreatePaymentIntent, input, { token: m.token });
    const orderIds = async (memberId: number) =>
      (await db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId))).map((o) => o.id);

    it('answers the same order and intent when called again after it succeeded', async () => {
      const m = await fullCart();
      const first = await toCart(m);
      expect(first.status).toBe(200);
      const again = await toCart(m);
      expect(again).toMatchObject({ status: 200, data: first.data });
      expect(await orderIds(m.id)).toEqual([first.data.orderId]);
      expect(await paymentRows(first.data.orderId)).toHaveLength(1);
      // Still the same after a declined card; once paid, the empty cart is just empty.
      await confirm(m, card(first.data.orderId, CARDS.declined));
      expect((await toCart(m)).data).toEqual(first.data);
      // An hour on, an empty cart is no retry any more.
      await db
        .update(orders)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(eq(orders.id, first.data.orderId));
      expect(await toCart(m)).toMatchObject({ status: 400, msg: 'Your cart is empty' });
      await db.update(orders).set({ createdAt: sql`now()` }).where(eq(orders.id, first.data.orderId));
      await confirm(m, card(first.data.orderId, CARDS.ok));
      expect(await toCart(m)).toMatchObject({ status: 400, msg: 'Your cart is empty' });
      expect(await orderIds(m.id)).toEqual([first.data.orderId]);
    });

    it('answers one order and intent to concurrent calls', async () => {
      const m = await fullCart();
      const results = await Promise.all([toCart(m), toCart(m)]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(results[1]!.data).toEqual(results[0]!.data);
      expect(await orderIds(m.id)).toEqual([results[0]!.data.orderId]);
      expect(await paymentRows(results[0]!.data.orderId)).toHaveLength(1);
    });

    it('orders what is added to the cart after an earlier order as a new order', async () => {
      const m = await fullCart();
      const first = await toCart(m);
      await putInCart(db, m.id, sku, 5);
      const second = await toCart(m);
      expect(second.status).toBe(200);
      expect(second.data.orderId).not.toBe(first.data.orderId);
      expect(second.data.clientSecret).not.toBe(first.data.clientSecret);
    });

    it('refuses an empty cart and a cart without a delivery address', async () => {
      const m = await newMember(db);
      expect(await toCart(m, {})).toMatchObject({ status: 400, msg: 'Your cart is empty' });
      await putInCart(db, m.id, sku, 1);
      expect(await toCart(m, {})).toMatchObject({
        status: 400,
        msg: 'The delivery address cannot be empty.',
      });
      expect((await call(app, api.toCartCreatePaymentIntent, {})).status).toBe(401);
    });
  });

  describe('POST /api/pay/confirm', () => {
    it('pays with the success card, once', async () => {
      const { m, order } = await pendingOrder();
      const res = await confirm(m, card(order.id, CARDS.ok));
      expect(res).toMatchObject({
        status: 200,
        msg: 'Payment successful',
        data: { status: 'paid', orderId: order.id, orderNo: order.orderNo, amount: order.totalAmount },
      });
      const paid = await orderRow(order.id);
      expect(paid.paymentStatus).toBe('paid');
      expect(paid.paidAt).not.toBeNull();
      const again = await confirm(m, card(order.id, CARDS.declined));
      expect(again.data.status).toBe('paid');
      expect((await orderRow(order.id)).paidAt).toEqual(paid.paidAt);
      expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    });

    it('declines the declined card, keeps the order payable, and then takes a good card', async () => {
      const { m, order } = await pendingOrder();
      expect(await confirm(m, card(order.id, CARDS.declined))).toMatchObject({
        status: 400,
        msg: 'Your card was declined.',
      });
      expect((await confirm(m, card(order.id, CARDS.declined), 'zh')).msg).toBe('您的银行卡被拒绝。');
      expect((await orderRow(order.id)).paymentStatus).toBe('failed');
      const [failed] = await paymentRows(order.id);
      expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
      const onHold = await call(app, api.queryOrderList, { sta: 0 }, { token: m.token });
      expect(onHold.data.list.map((o) => o.id)).toEqual([order.id]);
      expect((await confirm(m, card(order.id, CARDS.ok))).data.status).toBe('paid');
      expect((await orderRow(order.id)).paymentStatus).toBe('paid');
      expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    });

    it('fails for lack of funds with its own message', async () => {
      const { m, order } = await pendingOrder();
      expect(await confirm(m, card(order.id, CARDS.noFunds))).toMatchObject({
        status: 400,
        msg: 'Your card has insufficient funds.',
      });
      expect((await confirm(m, card(order.id, CARDS.noFunds), 'zh')).msg).toBe('您的银行卡余额不足。');
      expect((await orderRow(order.id)).paymentStatus).toBe('failed');
    });

    it('takes any other valid card number', async () => {
      const { m, order } = await pendingOrder();
      expect((await confirm(m, card(order.id, CARDS.otherValid))).data.status).toBe('paid');
    });

    it('refuses invalid card input without marking anything failed', async () => {
      const { m, order } = await pendingOrder();
      const cases: [CallInput<typeof api.confirmPayment>, string][] = [
        [card(order.id, CARDS.badLuhn), 'Your card number is invalid.'],
        [card(order.id, '4242'), 'Your card number is invalid.'],
        [card(order.id, '4242 4242 4242 424x'), 'Your card number is invalid.'],
        [card(order.id, CARDS.ok, { validityperiod: '01/20' }), 'Your card has expired.'],
        [card(order.id, CARDS.ok, { validityperiod: '13/30' }), "Your card's expiration date is invalid."],
        [card(order.id, CARDS.ok, { validityperiod: '1230' }), "Your card's expiration date is invalid."],
        [card(order.id, CARDS.ok, { safetycode: '12' }), "Your card's security code is invalid."],
        [card(order.id, CARDS.ok, { safetycode: '12345' }), "Your card's security code is invalid."],
        [{ orderId: order.id }, 'Please enter your card number, expiry date and CVC'],
      ];
      for (const [body, msg] of cases)
        expect(await confirm(m, body), JSON.stringify(body)).toMatchObject({ status: 400, msg });
      expect((await confirm(m, { orderId: 'x' })).status).toBe(400);
      expect((await confirm(m, card(order.id, 'x'.repeat(31)))).status).toBe(400);
      expect((await orderRow(order.id)).paymentStatus).toBe('pending');
      expect((await paymentRows(order.id)).every((p) => p.status === 'created')).toBe(true);
    });

    it('accepts a card valid through the current month', async () => {
      const { m, order } = await pendingOrder();
      const now = new Date();
      const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear()).slice(2)}`;
      expect((await confirm(m, card(order.id, CARDS.ok, { validityperiod: expiry }))).data.status).toBe(
        'paid',
      );
    });

    it('answers 404 for someone else’s order and 401 without a token', async () => {
      const { order } = await pendingOrder();
      const other = await newMember(db);
      expect((await confirm(other, card(order.id, CARDS.ok))).status).toBe(404);
      expect((await call(app, api.confirmPayment, card(order.id, CARDS.ok))).status).toBe(401);
      expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    });

    it('pays an order once when the shopper confirms twice at the same time', async () => {
      const { m, order } = await pendingOrder();
      const results = await Promise.all([1, 2, 3].map(() => confirm(m, card(order.id, CARDS.ok))));
      expect(results.map((r) => r.data.status)).toEqual(['paid', 'paid', 'paid']);
      expect(await paymentRows(order.id)).toHaveLength(1);
    });
  });

  describe('POST /api/pay/webhook', () => {
    it('refuses every webhook: the test provider sends none', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/pay/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: 'Invalid webhook signature' });
    });
  });

  describe('card data', () => {
    const digits = Object.values(CARDS).map((n) => n.replace(/ /g, ''));
    const spaced = Object.values(CARDS);

    it('is never written to the database', async () => {
      const text = await allStoredText(db);
      expect(text).toContain('Your card was declined.');
      for (const number of [...digits, ...spaced]) expect(text).not.toContain(number);
    });

    it('is never written to the logs', () => {
      expect(log.text).toContain('"url":"/api/pay/confirm"');
      expect(log.text).toContain('payment declined');
      for (const number of [...digits, ...spaced]) expect(log.text).not.toContain(number);
      expect(log.text).not.toContain(EXPIRY);
      expect(log.text).not.toMatch(/cardNo|validityperiod|safetycode/);
    });
  });
});
