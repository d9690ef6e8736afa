import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import {
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
} from '../../test/shop.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { MOCK_WEBHOOK_SECRET, type MockIntent, StripeMock } from '../../test/stripe-mock.ts';
import { orders } from '../orders/tables.ts';
import { payments, webhookEvents } from './tables.ts';

const signer = new Stripe('sk_test_signer');

describe('payments API with Stripe (local mock of its API)', () => {
  const mock = new StripeMock();
  const mailer = new MemoryMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  /** An owner who chose to be mailed of paid orders. */
  let owner: TestStaff;

  beforeAll(async () => {
    await mock.start();
    t = await createTestApp({
      mailer,
      env: mock.shopEnv(),
    });
    ({ app, db } = t);
    owner = await newStaff(db, 'owner');
    await call(app, admin.adminSaveMyNotices, { notices: ['orderPaid'] }, { headers: owner.headers });
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  /** The mails telling the owner the order is paid. */
  const paidMails = (orderNo: string) =>
    mailer.sent.filter((mail) => mail.to === owner.email && mail.subject === `Order ${orderNo} is paid`);

  const startPaying = (m: TestMember, orderId: number) =>
    call(app, api.createPaymentIntent, { orderId }, { token: m.token });

  async function startedOrder(): Promise<{
    m: TestMember;
    order: api.OrderSummary;
    intent: api.PaymentIntent;
  }> {
    const m = await newMember(db);
    await saveTestAddress(db, m.id);
    const id = await putInCart(db, m.id, await skuOf(db, 'BC-1001', 0), 2);
    const order = await placeTestOrder(db, m, [{ cartId: id, productNum: 2 }]);
    const intent = await startPaying(m, order.id);
    expect(intent.status).toBe(200);
    return { m, order, intent: intent.data };
  }

  const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

  let eventNo = 0;
  function event(type: string, intent: MockIntent, id = `evt_${++eventNo}`) {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: intent },
    });
  }

  const sendWebhook = (payload: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/pay/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined
          ? {
              'stripe-signature': signer.webhooks.generateTestHeaderString({
                payload,
                secret: MOCK_WEBHOOK_SECRET,
              }),
            }
          : signature
            ? { 'stripe-signature': signature }
            : {}),
      },
      payload,
    });

  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const confirm = (m: TestMember, orderId: number, lang?: string) =>
    call(app, api.confirmPayment, { orderId }, { token: m.token, lang });

  it('hands the publishable key to checkout, so it shows the Payment Element', async () => {
    const res = await call(app, api.paymentConfig, {});
    expect(res.data).toEqual({ provider: 'stripe', publishableKey: 'pk_test_shop' });
  });

  it('creates a payment intent for the order total with an idempotency key', async () => {
    const { m, order, intent } = await startedOrder();
    expect(intent).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_shop',
      orderId: order.id,
      amount: order.totalAmount,
    });
    const created = mock.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const request = created.at(-1)!;
    expect(request.authorization).toBe('Bearer sk_test_shop');
    expect(request.idempotencyKey).toBe(`payment-intent-${order.orderNo}`);
    expect(request.body.get('amount')).toBe(String(Math.round(order.totalAmount * 100)));
    expect(request.body.get('currency')).toBe('usd');
    expect(request.body.get('metadata[orderId]')).toBe(String(order.id));
    expect(intent.clientSecret).toBe(mock.intents.get(intentIdOf(intent.clientSecret))!.client_secret);

    const again = await startPaying(m, order.id);
    expect(again.data.clientSecret).toBe(intent.clientSecret);
    expect(await db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });

  it('marks the order paid on a signed payment_intent.succeeded and ignores a replay', async () => {
    const { order, intent } = await startedOrder();
    const paid = mock.succeed(intentIdOf(intent.clientSecret));
    const payload = event('payment_intent.succeeded', paid);
    const res = await sendWebhook(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { received: true, duplicate: false } });
    const first = await orderRow(order.id);
    expect(first.paymentStatus).toBe('paid');

    const replay = await sendWebhook(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    expect((await orderRow(order.id)).paidAt).toEqual(first.paidAt);
    const id = (JSON.parse(payload) as { id: string }).id;
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id))).toHaveLength(1);
  });

  it('refuses a bad, missing or foreign signature and a body changed after signing', async () => {
    const { order, intent } = await startedOrder();
    const payload = event('payment_intent.succeeded', mock.succeed(intentIdOf(intent.clientSecret)));
    const foreign = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = payload.replace('"amount_received":', '"amount_received":1');
    for (const res of [
      await sendWebhook(payload, 't=1,v1=deadbeef'),
      await sendWebhook(payload, ''),
      await sendWebhook(payload, foreign),
      await sendWebhook(
        tampered,
        signer.webhooks.generateTestHeaderString({ payload, secret: MOCK_WEBHOOK_SECRET }),
      ),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: 'Invalid webhook signature' });
    }
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id))).toEqual([]);
  });

  it('pays once when the shopper’s confirmation comes before the webhook', async () => {
    const { m, order, intent } = await startedOrder();
    const paid = mock.succeed(intentIdOf(intent.clientSecret));
    expect((await confirm(m, order.id)).data.status).toBe('paid');
    const first = await orderRow(order.id);
    expect(first.paymentStatus).toBe('paid');
    expect((await sendWebhook(event('payment_intent.succeeded', paid))).statusCode).toBe(200);
    expect((await orderRow(order.id)).paidAt).toEqual(first.paidAt);
    expect(
      (await db.select().from(payments).where(eq(payments.orderId, order.id))).map((p) => p.status),
    ).toEqual(['succeeded']);
    expect(paidMails(order.orderNo)).toHaveLength(1);
  });

  it('pays once when the webhook comes before the shopper’s confirmation', async () => {
    const { m, order, intent } = await startedOrder();
    const paid = mock.succeed(intentIdOf(intent.clientSecret));
    expect((await sendWebhook(event('payment_intent.succeeded', paid))).statusCode).toBe(200);
    const first = await orderRow(order.id);
    expect(first.paymentStatus).toBe('paid');
    const retrievals = mock.requests.filter((r) => r.method === 'GET').length;
    expect((await confirm(m, order.id)).data.status).toBe('paid');
    expect(mock.requests.filter((r) => r.method === 'GET').length).toBe(retrievals);
    expect((await orderRow(order.id)).paidAt).toEqual(first.paidAt);
    // The webhook made it paid: the staff who chose it are told once, after its transaction.
    expect(paidMails(order.orderNo)).toHaveLength(1);
  });

  it('pays once when both arrive at the same time', async () => {
    const { m, order, intent } = await startedOrder();
    const paid = mock.succeed(intentIdOf(intent.clientSecret));
    const payload = event('payment_intent.succeeded', paid);
    const [webhook, replay, confirmed] = await Promise.all([
      sendWebhook(payload),
      sendWebhook(payload),
      confirm(m, order.id),
    ]);
    expect([webhook.statusCode, replay.statusCode, confirmed.status]).toEqual([200, 200, 200]);
    expect([webhook.json().data.duplicate, replay.json().data.duplicate].sort()).toEqual([false, true]);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    expect(paidMails(order.orderNo)).toHaveLength(1);
  });

  it('reports a declined payment from Stripe and leaves the order payable', async () => {
    const { m, order, intent } = await startedOrder();
    const id = intentIdOf(intent.clientSecret);
    mock.decline(id, {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(await confirm(m, order.id)).toMatchObject({ status: 400, msg: 'Your card was declined.' });
    expect((await confirm(m, order.id, 'zh')).msg).toBe('您的银行卡被拒绝。');
    const failedEvent = await sendWebhook(
      event(
        'payment_intent.payment_failed',
        mock.decline(id, {
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        }),
      ),
    );
    expect(failedEvent.statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('failed');
    expect((await confirm(m, order.id)).msg).toBe('Your card has insufficient funds.');
    mock.succeed(id);
    expect((await confirm(m, order.id)).data.status).toBe('paid');
    // A late failure event never undoes a payment.
    await sendWebhook(
      event('payment_intent.payment_failed', { ...mock.intents.get(id)!, status: 'requires_payment_method' }),
    );
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('answers pending while Stripe is still processing', async () => {
    const { m, order, intent } = await startedOrder();
    Object.assign(mock.intents.get(intentIdOf(intent.clientSecret))!, { status: 'processing' });
    expect(await confirm(m, order.id)).toMatchObject({ status: 200, data: { status: 'pending' } });
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('records nothing when the shopper has not paid yet', async () => {
    const { m, order } = await startedOrder();
    expect(await confirm(m, order.id)).toMatchObject({
      status: 400,
      msg: 'An error occurred during the payment process. Please try again.',
    });
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect((await db.select().from(payments).where(eq(payments.orderId, order.id)))[0]!.status).toBe(
      'created',
    );
  });

  it('does not mark an order paid for another amount', async () => {
    const { order, intent } = await startedOrder();
    const paid = { ...mock.succeed(intentIdOf(intent.clientSecret)), amount_received: 1 };
    expect((await sendWebhook(event('payment_intent.succeeded', paid))).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('acknowledges events it does not act on', async () => {
    const { order, intent } = await startedOrder();
    const res = await sendWebhook(
      event('payment_intent.created', mock.intents.get(intentIdOf(intent.clientSecret))!),
    );
    expect(res.json().data).toEqual({ received: true, duplicate: false });
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('answers the payment-initialization message when Stripe cannot be reached', async () => {
    const { m, order } = await startedOrder();
    await mock.stop();
    try {
      const res = await startPaying(m, order.id);
      expect(res).toMatchObject({
        status: 500,
        msg: 'Payment initialization failed. Please refresh the page and try again.',
      });
    } finally {
      await mock.start();
    }
  });
});
