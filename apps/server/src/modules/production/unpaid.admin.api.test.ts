import path from 'node:path';
import { admin } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { callUnchecked } from '../../test/http.ts';
import { type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { filesUnder, testImage, useOwnDataDir } from '../../test/uploads.ts';
import { auditLog } from '../audit/tables.ts';
import { markOrderPaymentFailed } from '../orders/payment-status.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { itemEvents, proofs } from './tables.ts';

const UNPAID = 'This item cannot move on the production line: its order is not paid yet.';

/** Each staff move, the state it starts from, and its call's input besides the item. */
const MOVES: [typeof admin.approveFiles, admin.ItemState, object][] = [
  [admin.approveFiles, 'awaiting_review', {}],
  [admin.printItem, 'approved', {}],
  [admin.shipItem, 'printing', { carrier: 'UPS', trackingNo: '1Z999' }],
  [admin.deliverItem, 'shipped', {}],
];

describe('production line: only paid orders are produced', () => {
  const mailer = new MemoryMailer();
  let uploads: string;
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let press: TestStaff;

  beforeAll(async () => {
    uploads = path.join(useOwnDataDir(), 'uploads');
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    press = await newStaff(db, 'production');
  });
  afterAll(() => t.close());

  /** A new order's item, left pending or declined, put straight into `state` as older data may hold it. */
  async function unpaidItem(payment: 'pending' | 'failed', state: admin.ItemState): Promise<OrderedItem> {
    const [item] = await orderedItems(db);
    if (payment === 'failed') await markOrderPaymentFailed(db, item!.orderId);
    await db
      .update(orderItems)
      .set({ state, stage: admin.stageOf(state) })
      .where(eq(orderItems.id, item!.itemId));
    return item!;
  }

  /** What a refused move must have left as it was. */
  async function traces(itemId: number) {
    const [row] = await db.select().from(orderItems).where(eq(orderItems.id, itemId));
    return {
      state: row!.state,
      carrier: row!.carrier,
      events: await db.select().from(itemEvents).where(eq(itemEvents.itemId, itemId)),
      audit: await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order_item'), eq(auditLog.entityId, itemId))),
      proofs: await db.select().from(proofs).where(eq(proofs.itemId, itemId)),
    };
  }

  async function sendProof(itemId: number, lang?: string) {
    const file = new File([new Uint8Array(await testImage('png'))], 'proof.png', { type: 'image/png' });
    return callUnchecked(
      app,
      admin.sendProof,
      { itemId, message: 'Proof', file },
      { headers: press.headers, lang },
    );
  }

  for (const payment of ['pending', 'failed'] as const) {
    it(`refuses every staff move on a ${payment} order with 409, changing and storing nothing`, async () => {
      const mailed = mailer.sent.length;
      const proofItem = await unpaidItem(payment, 'awaiting_review');
      expect(await sendProof(proofItem.itemId)).toMatchObject({ status: 409, msg: UNPAID });
      expect(await traces(proofItem.itemId)).toEqual({
        state: 'awaiting_review',
        carrier: null,
        events: [],
        audit: [],
        proofs: [],
      });
      for (const [endpoint, from, input] of MOVES) {
        const { itemId } = await unpaidItem(payment, from);
        const res = await callUnchecked(app, endpoint, { itemId, ...input }, { headers: press.headers });
        expect(res, endpoint.path).toMatchObject({ status: 409, msg: UNPAID });
        expect(await traces(itemId), endpoint.path).toEqual({
          state: from,
          carrier: null,
          events: [],
          audit: [],
          proofs: [],
        });
      }
      expect(filesUnder(uploads)).toEqual([]);
      expect(mailer.sent.length).toBe(mailed);
    });
  }

  it('says so in the reader’s language, and the same moves go through once the order is paid', async () => {
    const item = await unpaidItem('failed', 'awaiting_review');
    expect((await sendProof(item.itemId, 'zh')).msg).toBe('该商品无法进入生产流程：订单尚未付款。');
    const approve = () =>
      callUnchecked(app, admin.approveFiles, { itemId: item.itemId }, { headers: press.headers });
    expect((await approve()).status).toBe(409);
    await payTestOrder(app, item.member, item.orderId);
    expect(await approve()).toMatchObject({ status: 200, data: { state: 'approved' } });
  });

  it('still tells a cancelled order’s items apart by their state', async () => {
    const { itemId, orderId } = await unpaidItem('pending', 'cancelled');
    await db.update(orders).set({ cancelledAt: new Date() }).where(eq(orders.id, orderId));
    expect(
      await callUnchecked(app, admin.approveFiles, { itemId }, { headers: press.headers }),
    ).toMatchObject({
      status: 409,
      msg: 'The files of this item cannot be approved: it is cancelled.',
    });
  });
});
