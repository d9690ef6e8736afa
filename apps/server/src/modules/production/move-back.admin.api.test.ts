import { admin, api } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { advanceItem, type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { testImage, useOwnDataDir } from '../../test/uploads.ts';
import { auditLog } from '../audit/tables.ts';
import { orderItems } from '../orders/tables.ts';
import { itemEvents } from './tables.ts';

describe('an owner moves an item back one step', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let owner: TestStaff;
  let press: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    ({ owner, production: press, support } = await staffOfEveryRole(db));
  });
  afterAll(() => t.close());

  const as = (staff: TestStaff, lang?: string) => ({ headers: staff.headers, lang });
  const back = (itemId: number, input: object, staff = owner, lang?: string) =>
    callUnchecked(app, admin.moveItemBack, { itemId, ...input }, as(staff, lang));
  const itemRow = async (itemId: number) =>
    (await db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0]!;
  const lastEvent = async (itemId: number) =>
    (await db.select().from(itemEvents).where(eq(itemEvents.itemId, itemId)).orderBy(asc(itemEvents.id))).at(
      -1,
    );
  const lastAudit = async (itemId: number) =>
    (
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order_item'), eq(auditLog.entityId, itemId)))
        .orderBy(asc(auditLog.id))
    ).at(-1);

  /** A new member's paid item, moved by production staff to `state`. */
  async function itemIn(state: admin.ItemState | 'awaiting_review', lang = 'en'): Promise<OrderedItem> {
    const [item] = await orderedItems(db, { lang });
    await payTestOrder(app, item!.member, item!.orderId);
    if (state !== 'awaiting_review') await advanceItem(app, press, item!.itemId, state);
    return item!;
  }

  it.each([
    ['approved', 'awaiting_review'],
    ['printing', 'approved'],
    ['shipped', 'printing'],
    ['delivered', 'shipped'],
  ] as const)(
    'moves an item from %s back to %s, in its history and the audit log with the reason',
    async (from, to) => {
      const { itemId } = await itemIn(from);
      const reason = `Wrong step from ${from}`;
      const res = await back(itemId, { state: from, reason });
      expect(res).toMatchObject({ status: 200, data: { itemId, state: to } });
      expect(await itemRow(itemId)).toMatchObject({ state: to, stage: admin.stageOf(to) });
      expect(await lastEvent(itemId)).toMatchObject({
        move: 'moveBack',
        fromState: from,
        toState: to,
        staffId: owner.id,
        note: reason,
      });
      expect(await lastAudit(itemId)).toMatchObject({
        action: 'item.moveBack',
        staffId: owner.id,
        before: { state: from },
        after: { state: to, reason },
      });
    },
  );

  it('clears the carrier and tracking number of a shipment taken back, and the customer’s page follows', async () => {
    const item = await itemIn('shipped');
    await back(item.itemId, { state: 'shipped', reason: 'Parcel never left the shop' });
    expect(await itemRow(item.itemId)).toMatchObject({ carrier: null, trackingNo: null });
    const detail = await call(
      app,
      api.getOrderDetail,
      { orderId: item.orderId },
      { token: item.member.token },
    );
    expect(detail.data.dtl).toMatchObject({
      state: 'printing',
      sta: admin.stageOf('printing'),
      shipment: null,
    });
  });

  it('mails the customer, in the order’s language, when a step they were told of is undone', async () => {
    const printing = await itemIn('printing', 'zh');
    const sent = mailer.sent.length;
    await back(printing.itemId, { state: 'printing', reason: '纸张有误' }, owner, 'en');
    const mail = mailer.sent.at(-1)!;
    expect(mailer.sent.length).toBe(sent + 1);
    expect(mail.subject).toMatch(new RegExp(`^订单 ${printing.orderNo}：.+暂停印刷$`));
    expect(mail.text).toContain('纸张有误');

    const shipped = await itemIn('shipped');
    await back(shipped.itemId, { state: 'shipped', reason: 'Wrong address label' });
    expect(mailer.sent.at(-1)!.subject).toMatch(/has not shipped after all$/);

    // Approving the files and marking delivered were never mailed: undoing them is not either.
    const delivered = await itemIn('delivered');
    const before = mailer.sent.length;
    await back(delivered.itemId, { state: 'delivered', reason: 'Courier scanned the wrong parcel' });
    expect(mailer.sent.length).toBe(before);
  });

  it('refuses with 409 a state that has no move back, and a cancelled item', async () => {
    const { itemId } = await itemIn('awaiting_review');
    expect(await back(itemId, { state: 'awaiting_review', reason: 'x' })).toMatchObject({
      status: 409,
      msg: 'This item cannot be moved back: it is awaiting file review.',
    });
    await call(app, admin.cancelOrder, { id: (await itemRow(itemId)).orderId, reason: 'gone' }, as(owner));
    expect((await back(itemId, { state: 'cancelled', reason: 'x' })).status).toBe(409);
    expect((await back(itemId, { state: 'approved', reason: 'x' }, owner, 'zh')).msg).toBe(
      '该商品已不再已确认待印刷：它现在已取消。',
    );
    expect(await itemRow(itemId)).toMatchObject({ state: 'cancelled' });
  });

  it('refuses with 409 to take back an approval the customer gave to a proof', async () => {
    const item = await itemIn('awaiting_review');
    const file = new File([new Uint8Array(await testImage('png'))], 'proof.png', { type: 'image/png' });
    const sent = await callUnchecked(app, admin.sendProof, { itemId: item.itemId, file }, as(press));
    const proofId = (sent.data as { id: number }).id;
    await call(app, api.approveProof, { proofId }, { token: item.member.token });
    expect(await back(item.itemId, { state: 'approved', reason: 'Changed my mind' })).toMatchObject({
      status: 409,
      msg: 'This item cannot be moved back: the customer approved its proof, and only staff approvals are undone.',
    });
    // Printed and moved back to approved, the approval is still the customer's.
    await call(app, admin.printItem, { itemId: item.itemId }, as(press));
    expect((await back(item.itemId, { state: 'printing', reason: 'Jam' })).status).toBe(200);
    expect((await back(item.itemId, { state: 'approved', reason: 'Again' })).status).toBe(409);
    expect(await itemRow(item.itemId)).toMatchObject({ state: 'approved' });
  });

  it('lets only one of two concurrent moves back of an item through; the other is 409', async () => {
    const { itemId } = await itemIn('printing');
    const answers = await Promise.all([
      back(itemId, { state: 'printing', reason: 'first' }),
      back(itemId, { state: 'printing', reason: 'second' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.msg).toBe(
      'This item is no longer printing: it is approved for print now.',
    );
    const events = await db.select().from(itemEvents).where(eq(itemEvents.itemId, itemId));
    expect(events.filter((event) => event.move === 'moveBack')).toHaveLength(1);
    expect(await itemRow(itemId)).toMatchObject({ state: 'approved' });
  });

  it('needs a reason, within its length: 400 naming the field in the reader’s language', async () => {
    const { itemId } = await itemIn('printing');
    expect(await back(itemId, { state: 'printing' })).toMatchObject({
      status: 400,
      msg: 'Please give a reason',
    });
    expect(await back(itemId, { state: 'printing', reason: '  ' }, owner, 'zh')).toMatchObject({
      status: 400,
      msg: '请填写原因',
    });
    const long = 'x'.repeat(admin.PRODUCTION_MAX_LENGTH.moveBackReason + 1);
    expect((await back(itemId, { state: 'printing', reason: long })).status).toBe(400);
    expect((await back(itemId, { state: 'nowhere', reason: 'x' })).status).toBe(400);
    expect(await itemRow(itemId)).toMatchObject({ state: 'printing' });
  });

  it('is the owner’s alone: 403 for production and support, 401 without a session, 404 for an unknown item', async () => {
    const { itemId } = await itemIn('printing');
    for (const staff of [press, support]) {
      expect((await back(itemId, { state: 'printing', reason: 'x' }, staff)).status, staff.role).toBe(403);
    }
    const anonymous = await callUnchecked(app, admin.moveItemBack, {
      itemId,
      state: 'printing',
      reason: 'x',
    });
    expect(anonymous.status).toBe(401);
    expect(await back(2_000_000_000, { state: 'printing', reason: 'x' })).toMatchObject({
      status: 404,
      msg: 'Order item not found',
    });
    expect(await itemRow(itemId)).toMatchObject({ state: 'printing' });
  });
});
