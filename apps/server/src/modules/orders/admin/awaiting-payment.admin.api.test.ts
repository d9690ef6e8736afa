import { admin } from '@printshop/contract';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CallInput, call } from '../../../test/http.ts';
import { type OrderedItem, orderedItems, payTestOrder } from '../../../test/production.ts';
import { newStaff, type TestStaff } from '../../../test/staff.ts';
import { markOrderPaymentFailed } from '../payment-status.ts';
import { orderItems, orders } from '../tables.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('orders awaiting payment stay off the production line', () => {
  let t: TestApp;
  let support: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    support = await newStaff(t.db, 'support');
  });
  afterAll(() => t.close());

  const board = async () => (await call(t.app, admin.adminDashboard, {}, { headers: support.headers })).data;
  const list = async (input: CallInput<typeof admin.adminOrderList>) =>
    (await call(t.app, admin.adminOrderList, input, { headers: support.headers })).data;

  /** A new member's order of `items` items, left pending or declined, whose due dates have passed. */
  async function unpaidOrder(payment: 'pending' | 'failed', items = 1): Promise<OrderedItem[]> {
    const ordered = await orderedItems(t.db, { items });
    const { orderId } = ordered[0]!;
    if (payment === 'failed') await markOrderPaymentFailed(t.db, orderId);
    await t.db
      .update(orderItems)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(orderItems.orderId, orderId));
    return ordered;
  }

  it('counts them apart on the dashboard, out of the items per state and the late items', async () => {
    const before = await board();
    const pending = await unpaidOrder('pending', 2);
    const failed = await unpaidOrder('failed');
    const after = await board();
    expect(after.itemsPerState).toEqual(before.itemsPerState);
    expect(after.awaitingPayment).toEqual({
      pending: before.awaitingPayment.pending + 1,
      failed: before.awaitingPayment.failed + 1,
    });
    expect(after.late.count).toBe(before.late.count);
    const unpaidItems = [...pending, ...failed].map((item) => item.itemId);
    expect(after.late.items.some((item) => unpaidItems.includes(item.itemId))).toBe(false);

    await payTestOrder(t.app, pending[0]!.member, pending[0]!.orderId);
    const paid = await board();
    expect(paid.itemsPerState.awaiting_review).toBe(before.itemsPerState.awaiting_review + 2);
    expect(paid.awaitingPayment.pending).toBe(before.awaitingPayment.pending);
  });

  it('leaves them out of the list’s stage and state filters unless the payment filter asks', async () => {
    const [pending] = await unpaidOrder('pending');
    const [failed] = await unpaidOrder('failed');
    const numbersOf = async (input: CallInput<typeof admin.adminOrderList>, item: OrderedItem) =>
      (await list({ ...input, q: item.orderNo })).list.map((row) => row.orderNo);
    for (const item of [pending!, failed!]) {
      expect(await numbersOf({}, item)).toEqual([item.orderNo]);
      expect(await numbersOf({ stage: 0 }, item)).toEqual([]);
      expect(await numbersOf({ state: 'awaiting_review' }, item)).toEqual([]);
    }
    expect(await numbersOf({ stage: 0, payment: 'pending' }, pending!)).toEqual([pending!.orderNo]);
    expect(await numbersOf({ state: 'awaiting_review', payment: 'failed' }, failed!)).toEqual([
      failed!.orderNo,
    ]);
    expect((await list({ q: pending!.orderNo, stage: 0 })).total).toBe(0);
    // Past its due date, an unpaid order's item is still not late: it is not produced.
    expect((await list({ q: failed!.orderNo })).list[0]).toMatchObject({ late: false });
  });

  it('finds no unpaid demo order past file review', async () => {
    const [row] = await t.db
      .select({ items: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          inArray(orders.paymentStatus, [...admin.UNPAID_STATUSES]),
          notInArray(orderItems.state, ['awaiting_review', 'cancelled']),
        ),
      );
    expect(row!.items).toBe(0);
  });
});
