import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { type OrderedItem, orderedItems } from '../../test/production.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { MOCK_WEBHOOK_SECRET, StripeMock } from '../../test/stripe-mock.ts';
import { orders } from '../orders/tables.ts';
import { TEST_CARDS } from '../payments/test-provider.ts';

/**
 * An owner cancels an order at the very moment its customer pays it. Whoever comes first, the
 * order must end consistent: cancelled and, if paid, refunded in full; or paid and not cancelled.
 * On PostgreSQL the two really run at once; on PGlite they queue.
 */
const ROUNDS = 20;
async function expectConsistent(t: TestApp, orderId: number): Promise<void> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const { cancelledAt, paymentStatus, totalCents, refundedCents } = order!;
  if (cancelledAt === null) {
    expect({ paymentStatus, refundedCents }).toEqual({ paymentStatus: 'paid', refundedCents: 0 });
  } else {
    expect(refundedCents).toBe(paymentStatus === 'paid' ? totalCents : 0);
  }
}

const cancel = (t: TestApp, owner: TestStaff, orderId: number) =>
  callUnchecked(t.app, admin.cancelOrder, { id: orderId, reason: 'Race' }, { headers: owner.headers });

describe('a cancellation racing the built-in test provider’s payment', () => {
  let t: TestApp;
  let owner: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await newStaff(t.db, 'owner');
  });
  afterAll(() => t.close());

  it(`leaves every order consistent, ${ROUNDS} times over`, async () => {
    const card = { cardNo: TEST_CARDS.succeeds, validityperiod: '12/40', safetycode: '123' };
    for (let round = 0; round < ROUNDS; round++) {
      const [{ member, orderId }] = (await orderedItems(t.db)) as [OrderedItem];
      const [cancelled, paid] = await Promise.all([
        cancel(t, owner, orderId),
        call(t.app, api.confirmPayment, { orderId, ...card }, { token: member.token }),
      ]);
      expect(cancelled.status).toBe(200);
      // Paid first, or refused as cancelled (and refunded at once when the charge went through).
      expect([200, 409]).toContain(paid.status);
      if (paid.status === 409) expect(paid.msg).toMatch(/^This order was cancelled/);
      await expectConsistent(t, orderId);
      expect((await cancel(t, owner, orderId)).msg).toBe('This order is already cancelled.');
    }
  });

  it('refunds a charge that lands on an order cancelled meanwhile, and tells the shopper so', async () => {
    const [{ member, orderId }] = (await orderedItems(t.db)) as [OrderedItem];
    const card = { cardNo: TEST_CARDS.succeeds, validityperiod: '12/40', safetycode: '123' };
    // The owner cancels while the card is being charged, after the order was read as payable.
    const provider = t.app.payments;
    const confirm = provider.confirm.bind(provider);
    let refunds = 0;
    provider.confirm = async (...args) => {
      expect((await cancel(t, owner, orderId)).status).toBe(200);
      return confirm(...args);
    };
    const refund = provider.refund.bind(provider);
    provider.refund = (...args) => {
      refunds++;
      return refund(...args);
    };
    try {
      const paid = await call(
        t.app,
        api.confirmPayment,
        { orderId, ...card },
        { token: member.token, lang: 'zh' },
      );
      expect(paid).toMatchObject({ status: 409, msg: '该订单已取消，您的付款已全额退回' });
    } finally {
      provider.confirm = confirm;
      provider.refund = refund;
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', refundedCents: order!.totalCents });
    expect(refunds).toBe(1);
  });
});

describe('a cancellation racing a Stripe payment (local mock of its API)', () => {
  const mock = new StripeMock();
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let owner: TestStaff;

  beforeAll(async () => {
    await mock.start();
    t = await createTestApp({
      env: mock.shopEnv(),
    });
    owner = await newStaff(t.db, 'owner');
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  /** An order whose intent Stripe has just charged; its webhook and the shopper's confirm follow. */
  async function chargedOrder() {
    const [{ member, orderId }] = (await orderedItems(t.db)) as [OrderedItem];
    const token = { token: member.token };
    const intent = await call(t.app, api.createPaymentIntent, { orderId }, token);
    const intentId = intent.data.clientSecret.split('_secret_')[0]!;
    const payload = JSON.stringify({
      id: `evt_race_${orderId}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type: 'payment_intent.succeeded',
      data: { object: mock.succeed(intentId) },
    });
    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: MOCK_WEBHOOK_SECRET,
          }),
        },
        payload,
      });
    const confirm = () => call(t.app, api.confirmPayment, { orderId }, token);
    return { orderId, intentId, webhook, confirm };
  }

  const refundedAtStripe = (intentId: string) =>
    [...mock.refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);

  it(`leaves every order consistent when the webhook and the shopper's confirm race a cancel, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, intentId, webhook, confirm } = await chargedOrder();
      const [cancelled, delivered] = await Promise.all([cancel(t, owner, orderId), webhook(), confirm()]);
      expect(cancelled.status).toBe(200);
      expect(delivered.statusCode).toBe(200);
      await expectConsistent(t, orderId);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(refundedAtStripe(intentId)).toBe(Number(order!.refundedCents));
    }
  });
});
