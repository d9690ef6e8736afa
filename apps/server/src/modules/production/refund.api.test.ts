import { randomUUID } from 'node:crypto';
import { admin, type Lang, shareOfCents } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { newStaff, staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { refunds } from '../payments/tables.ts';

describe('an owner refunds part of an order', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let owner: TestStaff;
  let roles: Awaited<ReturnType<typeof staffOfEveryRole>>;

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    [owner, roles] = await Promise.all([newStaff(db, 'owner'), staffOfEveryRole(db)]);
  });
  afterAll(() => t.close());

  async function paidOrder({ items = 1, lang = 'en' as Lang } = {}): Promise<OrderedItem[]> {
    const ordered = await orderedItems(db, { items, lang });
    await payTestOrder(app, ordered[0]!.member, ordered[0]!.orderId);
    return ordered;
  }

  type RefundInput = CallInput<typeof admin.refundOrder>;
  const refund = (
    input: Omit<RefundInput, 'requestId' | 'reason'> & Partial<Pick<RefundInput, 'requestId' | 'reason'>>,
    lang?: string,
  ) =>
    call(
      app,
      admin.refundOrder,
      { requestId: randomUUID(), reason: 'Colour off', ...input },
      { headers: owner.headers, lang },
    );
  const orderRow = async (orderId: number) =>
    (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const refundRows = (orderId: number) => db.select().from(refunds).where(eq(refunds.orderId, orderId));

  it('refunds an amount once, records and audits it, and mails the customer in the order’s language', async () => {
    const [item] = await paidOrder({ lang: 'zh' });
    const res = await refund({ id: item!.orderId, amount: 5 });
    expect(res).toMatchObject({ status: 200, msg: 'Refunded $5.00.' });
    expect(res.data).toMatchObject({ orderId: item!.orderId, refunded: 5, refundedTotal: 5 });
    expect((await orderRow(item!.orderId)).refundedCents).toBe(500);
    const [row] = await refundRows(item!.orderId);
    expect(row).toMatchObject({ amountCents: 500, reason: 'Colour off', staffId: owner.id, itemIds: [] });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, item!.orderId));
    expect(audits.find((entry) => entry.action === 'order.refund')).toMatchObject({
      staffId: owner.id,
      entity: 'order',
      before: { refundedCents: 0 },
    });
    expect(mailer.sent.at(-1)).toMatchObject({
      to: item!.member.email,
      subject: expect.stringMatching(/^订单 IP\d+：已退款 5\.00 美元$/),
    });
  });

  it('gives back once however often one refund is sent at the same time', async () => {
    const [item] = await paidOrder();
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund({ id: item!.orderId, amount: 3, requestId })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.data!.refundId)).size).toBe(1);
    expect(await refundRows(item!.orderId)).toHaveLength(1);
    expect((await orderRow(item!.orderId)).refundedCents).toBe(300);
  });

  it('never gives back more than was paid, even when refunds race', async () => {
    const [item] = await paidOrder();
    const { totalCents } = await orderRow(item!.orderId);
    const half = Math.floor(totalCents / 2) / 100;
    const answers = await Promise.all([1, 2, 3].map(() => refund({ id: item!.orderId, amount: half })));
    const done = answers.filter((answer) => answer.status === 200);
    expect(done).toHaveLength(2);
    expect(answers.find((answer) => answer.status !== 200)).toMatchObject({ status: 409 });
    expect((await orderRow(item!.orderId)).refundedCents).toBe(Math.round(half * 100) * 2);
    const left = (totalCents - Math.round(half * 100) * 2) / 100;
    expect(await refund({ id: item!.orderId, amount: left + 0.01 }, 'zh')).toMatchObject({
      status: 409,
      msg: `该订单最多还能退款 ${left.toFixed(2)} 美元。`,
    });
  });

  it('refunds items by their share of what was paid, each once; an item of another order is 404', async () => {
    const [first, second] = await paidOrder({ items: 2 });
    const order = await orderRow(first!.orderId);
    const res = await refund({ id: first!.orderId, itemIds: [first!.itemId] });
    expect(res.status).toBe(200);
    // The item's part of the goods after discount, with its tax, and no shipping.
    const [line] = await db.select().from(orderItems).where(eq(orderItems.id, first!.itemId));
    const share = shareOfCents(
      order.totalCents - order.shippingCents,
      line!.subtotalCents,
      order.subtotalCents,
    );
    expect(res.data!.refunded).toBe(share / 100);
    expect((await refundRows(first!.orderId))[0]!.itemIds).toEqual([first!.itemId]);
    expect(await refund({ id: first!.orderId, itemIds: [second!.itemId, first!.itemId] })).toMatchObject({
      status: 409,
      msg: `Item #${first!.itemId} of this order was refunded already.`,
    });
    const [stranger] = await paidOrder();
    expect((await refund({ id: first!.orderId, itemIds: [stranger!.itemId] })).status).toBe(404);
    expect(await refundRows(first!.orderId)).toHaveLength(1);
  });

  it('refuses a negative, malformed or missing amount with a 400 naming it, and refunds nothing', async () => {
    const [item] = await paidOrder();
    const bad = (amount: unknown, lang?: string) =>
      callUnchecked(
        app,
        admin.refundOrder,
        { id: item!.orderId, requestId: randomUUID(), reason: 'x', amount } as RefundInput,
        { headers: owner.headers, lang },
      );
    for (const amount of [-5, 0, '5.001', 'ten', '1e3x', true]) {
      const res = await bad(amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.msg, String(amount)).toMatch(/amount to refund/i);
    }
    expect(await bad(undefined, 'zh')).toMatchObject({ status: 400, msg: '请输入退款金额或选择商品' });
    expect(
      await callUnchecked(
        app,
        admin.refundOrder,
        { id: item!.orderId, requestId: randomUUID(), reason: 'x', amount: 1, itemIds: [item!.itemId] },
        { headers: owner.headers },
      ),
    ).toMatchObject({ status: 400, msg: 'Please choose items to refund' });
    expect((await refund({ id: item!.orderId, amount: 1, reason: ' ' })).status).toBe(400);
    expect((await orderRow(item!.orderId)).refundedCents).toBe(0);
    expect(await refundRows(item!.orderId)).toHaveLength(0);
  });

  it('refuses an unpaid order (409) and an unknown one (404)', async () => {
    const [unpaid] = await orderedItems(db);
    expect(await refund({ id: unpaid!.orderId, amount: 1 })).toMatchObject({
      status: 409,
      msg: 'Only a paid order can be refunded.',
    });
    expect((await refund({ id: 2_000_000_000, amount: 1 })).status).toBe(404);
  });

  it('is an owner’s call: 403 for production and support, 401 without a staff session', async () => {
    const [item] = await paidOrder();
    const input = { id: item!.orderId, requestId: randomUUID(), reason: 'x', amount: 1 };
    for (const staff of [roles.production, roles.support]) {
      expect((await call(app, admin.refundOrder, input, { headers: staff.headers })).status).toBe(403);
    }
    expect((await call(app, admin.refundOrder, input)).status).toBe(401);
    expect((await call(app, admin.refundOrder, input, { token: item!.member.token })).status).toBe(401);
    expect((await orderRow(item!.orderId)).refundedCents).toBe(0);
  });

  it('lets a later cancellation give back only what is left', async () => {
    const [item] = await paidOrder();
    await refund({ id: item!.orderId, amount: 2 });
    const { totalCents } = await orderRow(item!.orderId);
    const cancelled = await call(
      app,
      admin.cancelOrder,
      { id: item!.orderId, reason: 'Customer asked' },
      { headers: owner.headers },
    );
    expect(cancelled.data!.refunded).toBe((totalCents - 200) / 100);
    expect((await orderRow(item!.orderId)).refundedCents).toBe(totalCents);
  });
});
