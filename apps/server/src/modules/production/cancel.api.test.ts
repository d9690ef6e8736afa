import { admin, api } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { advanceItem, type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { newStaff, staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { MOCK_WEBHOOK_SECRET, StripeMock } from '../../test/stripe-mock.ts';
import { auditLog } from '../audit/tables.ts';
import { markOrderPaid } from '../orders/payment-status.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';
import { itemEvents } from './tables.ts';

/** The order's row, its items' states and its history, to compare before and after a call. */
async function snapshot(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db
    .select({ id: orderItems.id, state: orderItems.state, stage: orderItems.stage })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const events = await db.select().from(itemEvents).where(eq(itemEvents.orderId, orderId));
  return { order: order!, items, events };
}

describe('cancelling an order, refunded through the built-in test provider', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let owner: TestStaff;
  let press: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    ({ owner, production: press, support } = await staffOfEveryRole(db));
  });
  afterAll(() => t.close());

  const cancel = (
    orderId: number,
    reason: unknown = 'Customer asked by phone',
    staff = owner,
    lang?: string,
  ) => callUnchecked(app, admin.cancelOrder, { id: orderId, reason }, { headers: staff.headers, lang });

  async function paidOrder(): Promise<OrderedItem[]> {
    const items = await orderedItems(db, { items: 2 });
    await payTestOrder(app, items[0]!.member, items[0]!.orderId);
    return items;
  }

  it('cancels every item and refunds what was paid, with history, audit and the customer’s view', async () => {
    const [first, second] = await paidOrder();
    const { orderId, member } = first!;
    await advanceItem(app, press, second!.itemId, 'approved');
    const before = await snapshot(db, orderId);
    const res = await cancel(orderId, '  Duplicate order  ');
    expect(res).toMatchObject({
      status: 200,
      data: { orderId, refunded: Number(before.order.totalCents) / 100 },
    });

    const after = await snapshot(db, orderId);
    expect(after.order).toMatchObject({
      cancelReason: 'Duplicate order',
      refundedCents: before.order.totalCents,
      paymentStatus: 'paid',
    });
    expect(after.order.cancelledAt).toBeInstanceOf(Date);
    expect(after.items.map((i) => [i.state, i.stage])).toEqual([
      ['cancelled', 0],
      ['cancelled', 0],
    ]);
    const cancels = after.events.filter((e) => e.move === 'cancel').sort((a, b) => a.itemId - b.itemId);
    expect(cancels.map((e) => [e.itemId, e.fromState, e.toState, e.staffId, e.note])).toEqual([
      [first!.itemId, 'awaiting_review', 'cancelled', owner.id, 'Duplicate order'],
      [second!.itemId, 'approved', 'cancelled', owner.id, 'Duplicate order'],
    ]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId)));
    expect(audit).toMatchObject({
      staffId: owner.id,
      action: 'order.cancel',
      before: { cancelled: false, refundedCents: 0 },
      after: { cancelled: true, reason: 'Duplicate order', refundedCents: Number(before.order.totalCents) },
    });

    const view = await call(app, api.getOrderDetail, { orderId }, { token: member.token });
    expect(view.data.orderMain).toMatchObject({
      orderStatusName: 'Cancelled',
      refunded: Number(before.order.totalCents) / 100,
    });
    expect(view.data.orderMain.cancelTime).toMatch(/^\d{4}-/);
    expect(view.data.dtl).toMatchObject({ state: 'cancelled', makelStaName: 'Cancelled' });
    const zh = await call(app, api.getOrderDetail, { orderId }, { token: member.token, lang: 'zh' });
    expect(zh.data.orderMain.orderStatusName).toBe('已取消');
    const list = (sta: number) => call(app, api.queryOrderList, { sta }, { token: member.token });
    expect((await list(1)).data.total).toBe(0);
    expect((await list(0)).data.total).toBe(0);
    expect((await list(2)).data.list[0]!.busOrderItemList.map((i) => i.makelStaName)).toEqual([
      'Cancelled',
      'Cancelled',
    ]);

    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: member.email, subject: `Order ${first!.orderNo} is cancelled` });
    expect(mail.text).toContain('Duplicate order');
    expect(mail.text).toContain(`$${(Number(before.order.totalCents) / 100).toFixed(2)}`);
    expect(mail.text).toContain('back to the card you paid with');
    expect(mail.text).toContain(`/orderDetail?no=${orderId}`);

    const mailed = mailer.sent.length;
    expect(await cancel(orderId)).toMatchObject({ status: 409, msg: 'This order is already cancelled.' });
    expect(mailer.sent.length).toBe(mailed);
    expect(
      await call(app, admin.approveFiles, { itemId: first!.itemId }, { headers: press.headers }),
    ).toMatchObject({
      status: 409,
      msg: 'The files of this item cannot be approved: it is cancelled.',
    });
  });

  it('cancels an unpaid order without a refund, and it can no longer be paid', async () => {
    const [item] = await orderedItems(db, { lang: 'zh' });
    const res = await cancel(item!.orderId, '客户重复下单');
    expect(res).toMatchObject({ status: 200, data: { refunded: 0 } });
    // The customer's mail is in their language, and promises no refund when nothing was paid.
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: item!.member.email, subject: `订单 ${item!.orderNo} 已取消` });
    expect(mail.text).toContain('客户重复下单');
    expect(mail.text).not.toContain('已退款');
    expect((await snapshot(db, item!.orderId)).order.refundedCents).toBe(0);
    const token = { token: item!.member.token };
    expect(await call(app, api.createPaymentIntent, { orderId: item!.orderId }, token)).toMatchObject({
      status: 409,
      msg: 'This order was cancelled',
    });
    const card = { cardNo: '4242424242424242', validityperiod: '12/40', safetycode: '123' };
    const paying = await call(app, api.confirmPayment, { orderId: item!.orderId, ...card }, token);
    expect(paying.status).toBe(409);
    expect((await snapshot(db, item!.orderId)).order.paymentStatus).toBe('pending');
  });

  it('refuses while an item is printing or further, changing nothing and refunding nothing', async () => {
    const [first, second] = await paidOrder();
    await advanceItem(app, press, second!.itemId, 'printing');
    const before = await snapshot(db, first!.orderId);
    expect(await cancel(first!.orderId)).toMatchObject({
      status: 409,
      msg: 'This order cannot be cancelled: one of its items is printing.',
    });
    expect((await cancel(first!.orderId, 'x', owner, 'zh')).msg).toBe('该订单无法取消：其中一件商品印刷中。');
    const { itemId } = second!;
    await call(app, admin.shipItem, { itemId, carrier: 'UPS', trackingNo: '1Z' }, { headers: press.headers });
    await call(app, admin.deliverItem, { itemId }, { headers: press.headers });
    expect((await cancel(first!.orderId)).msg).toMatch(/is delivered\.$/);
    const after = await snapshot(db, first!.orderId);
    expect(after.order).toEqual(before.order);
    expect(after.items.map((i) => i.state)).toEqual(['awaiting_review', 'delivered']);
  });

  it('refuses an order paid with no payment this provider can refund (409), cancelling nothing', async () => {
    const [item] = await orderedItems(db);
    await db.transaction((tx) => markOrderPaid(tx, item!.orderId, app.config.shopTimeZone));
    expect(await cancel(item!.orderId)).toMatchObject({
      status: 409,
      msg: 'This order has no payment the current payment provider can refund',
    });
    expect((await snapshot(db, item!.orderId)).order.cancelledAt).toBeNull();
  });

  it('needs a reason, within its length, and an order that exists', async () => {
    const [item] = await orderedItems(db);
    const unexplained = await callUnchecked(
      app,
      admin.cancelOrder,
      { id: item!.orderId },
      { headers: owner.headers },
    );
    expect(unexplained).toMatchObject({ status: 400, msg: 'Please give a reason' });
    expect(await cancel(item!.orderId, '   ')).toMatchObject({ status: 400, msg: 'Please give a reason' });
    expect((await cancel(item!.orderId, '', owner, 'zh')).msg).toBe('请填写原因');
    expect(await cancel(item!.orderId, 'x'.repeat(501))).toMatchObject({
      status: 400,
      msg: 'Reason is too long (at most 500 characters)',
    });
    expect(await cancel(item!.orderId, `https://example.com/${'a'.repeat(500)}`, owner, 'zh')).toMatchObject({
      status: 400,
      msg: '原因过长（最多 500 个字符）',
    });
    expect((await cancel(item!.orderId, 42)).status).toBe(400);
    expect(await cancel(2_000_000_000)).toMatchObject({ status: 404, msg: 'Order not found' });
    expect(
      (await callUnchecked(app, admin.cancelOrder, { id: 'x', reason: 'r' }, { headers: owner.headers }))
        .status,
    ).toBe(400);
    expect((await snapshot(db, item!.orderId)).order.cancelledAt).toBeNull();
  });

  it('is the owner’s alone: 403 for production and support, 401 without a session or with a customer token', async () => {
    const [item] = await orderedItems(db);
    expect(await cancel(item!.orderId, 'r', press)).toMatchObject({
      status: 403,
      msg: 'Your role may not do this',
    });
    expect((await cancel(item!.orderId, 'r', support)).status).toBe(403);
    const input = { id: item!.orderId, reason: 'r' };
    expect((await call(app, admin.cancelOrder, input)).status).toBe(401);
    expect((await call(app, admin.cancelOrder, input, { token: item!.member.token })).status).toBe(401);
    expect((await snapshot(db, item!.orderId)).order.cancelledAt).toBeNull();
  });

  it('cancels once when asked several times at once', async () => {
    const [item] = await paidOrder();
    const results = await Promise.all([1, 2, 3].map(() => cancel(item!.orderId)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = await snapshot(db, item!.orderId);
    expect(after.events.filter((e) => e.move === 'cancel')).toHaveLength(2);
    expect(after.order.refundedCents).toBe(after.order.totalCents);
  });
});

describe('cancelling an order paid with Stripe (local mock of its API)', () => {
  const mock = new StripeMock();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let owner: TestStaff;

  beforeAll(async () => {
    await mock.start();
    t = await createTestApp({
      env: mock.shopEnv(),
    });
    ({ app, db } = t);
    owner = await newStaff(db, 'owner');
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  /** An order paid as Stripe's Payment Element pays it; `succeed` false leaves Stripe unpaid. */
  async function stripeOrder(succeed = true): Promise<{ item: OrderedItem; intentId: string }> {
    const [item] = await orderedItems(db);
    const token = { token: item!.member.token };
    const intent = await call(app, api.createPaymentIntent, { orderId: item!.orderId }, token);
    const intentId = intent.data.clientSecret.split('_secret_')[0]!;
    if (!succeed) {
      // The shop believes it paid while Stripe has no charge to refund.
      await db.update(payments).set({ status: 'succeeded' }).where(eq(payments.intentId, intentId));
      await db.transaction((tx) => markOrderPaid(tx, item!.orderId, app.config.shopTimeZone));
      return { item: item!, intentId };
    }
    mock.succeed(intentId);
    expect((await call(app, api.confirmPayment, { orderId: item!.orderId }, token)).data.status).toBe('paid');
    return { item: item!, intentId };
  }

  it('refunds the whole payment through Stripe’s refunds API, once per intent and cancellation', async () => {
    const { item, intentId } = await stripeOrder();
    const [order] = await db.select().from(orders).where(eq(orders.id, item.orderId));
    const res = await call(
      app,
      admin.cancelOrder,
      { id: item.orderId, reason: 'Out of stock' },
      { headers: owner.headers },
    );
    expect(res).toMatchObject({ status: 200, data: { refunded: Number(order!.totalCents) / 100 } });
    const sent = mock.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.get('payment_intent')).toBe(intentId);
    expect(sent[0]!.body.get('amount')).toBe(String(order!.totalCents));
    expect(sent[0]!.idempotencyKey).toBe(`refund-${intentId}-cancellation`);
    expect([...mock.refunds.values()].map((r) => [r.payment_intent, r.amount])).toEqual([
      [intentId, Number(order!.totalCents)],
    ]);
    const [cancelled] = await db.select().from(orders).where(eq(orders.id, item.orderId));
    expect(cancelled!.refundedCents).toBe(order!.totalCents);
  });

  it('refunds at once a payment that reaches Stripe after the order was cancelled', async () => {
    const [item] = await orderedItems(db);
    const { orderId, member } = item!;
    const intent = await call(app, api.createPaymentIntent, { orderId }, { token: member.token });
    const intentId = intent.data.clientSecret.split('_secret_')[0]!;
    await call(app, admin.cancelOrder, { id: orderId, reason: 'Duplicate' }, { headers: owner.headers });
    // The shopper had the payment page open in another tab, and paid.
    const payload = JSON.stringify({
      id: `evt_late_${orderId}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type: 'payment_intent.succeeded',
      data: { object: mock.succeed(intentId) },
    });
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
      payload,
      secret: MOCK_WEBHOOK_SECRET,
    });
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: '/api/pay/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    expect((await deliver()).statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', refundedCents: order!.totalCents });
    expect(order!.cancelledAt).toBeInstanceOf(Date);
    const refunds = () => [...mock.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds().map((r) => r.amount)).toEqual([Number(order!.totalCents)]);
    // A replay of the event refunds nothing more.
    expect((await deliver()).json().data).toMatchObject({ duplicate: true });
    expect(refunds()).toHaveLength(1);
  });

  it('cancels nothing when Stripe refuses the refund, and says so', async () => {
    const { item } = await stripeOrder(false);
    const res = await call(
      app,
      admin.cancelOrder,
      { id: item.orderId, reason: 'r' },
      { headers: owner.headers },
    );
    expect(res).toMatchObject({
      status: 500,
      msg: 'The refund failed at the payment provider; nothing was changed. Please try again.',
    });
    const [order] = await db.select().from(orders).where(eq(orders.id, item.orderId));
    expect(order).toMatchObject({ cancelledAt: null, refundedCents: 0 });
    const [row] = await db.select().from(orderItems).where(eq(orderItems.id, item.itemId));
    expect(row!.state).toBe('awaiting_review');
  });
});
