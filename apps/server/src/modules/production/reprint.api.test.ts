import { admin, api } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { advanceItem, type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';
import { orderItems } from '../orders/tables.ts';
import { itemEvents } from './tables.ts';

describe('an owner reprints an item at no charge', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    staff = await staffOfEveryRole(db);
  });
  afterAll(() => t.close());

  const reprint = (itemId: number, reason: unknown, who: TestStaff = staff.owner, lang?: string) =>
    callUnchecked(app, admin.reprintItem, { itemId, reason } as { itemId: number; reason: string }, {
      headers: who.headers,
      lang,
    });
  const itemRow = async (itemId: number) =>
    (await db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0]!;
  const events = (itemId: number) =>
    db.select().from(itemEvents).where(eq(itemEvents.itemId, itemId)).orderBy(asc(itemEvents.id));

  /** A new member's paid item, moved by production staff to `state`. */
  async function itemIn(state: admin.ItemState, lang = 'en'): Promise<OrderedItem> {
    const [item] = await orderedItems(db, { lang });
    await payTestOrder(app, item!.member, item!.orderId);
    await advanceItem(app, staff.production, item!.itemId, state);
    return item!;
  }

  it('sends a delivered item back to printing with the reason, audited, and tells the customer in the order’s language', async () => {
    const item = await itemIn('delivered', 'zh');
    const res = await reprint(item.itemId, 'Ink smudged on the back');
    expect(res).toMatchObject({ status: 200, data: { itemId: item.itemId, state: 'printing' } });
    expect(await itemRow(item.itemId)).toMatchObject({ state: 'printing', stage: admin.stageOf('printing') });
    expect((await events(item.itemId)).at(-1)).toMatchObject({
      move: 'reprint',
      fromState: 'delivered',
      toState: 'printing',
      staffId: staff.owner.id,
      note: 'Ink smudged on the back',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.reprint'), eq(auditLog.entityId, item.itemId)));
    expect(audit).toMatchObject({ staffId: staff.owner.id, before: { state: 'delivered' } });
    const mail = mailer.sent.at(-1)!;
    expect(mail.subject).toMatch(/^订单 IP\d+：.+将重新印刷$/);
    expect(mail.text).toContain('Ink smudged on the back');
    // The customer's page follows the item back to printing.
    const detail = await call(
      app,
      api.getOrderDetail,
      { orderId: item.orderId },
      { token: item.member.token },
    );
    expect(detail.data!.dtl.state).toBe('printing');
  });

  it('ships the reprint again with its own tracking number', async () => {
    const item = await itemIn('shipped');
    expect((await reprint(item.itemId, 'Damaged in transit')).status).toBe(200);
    const shipped = await call(
      app,
      admin.shipItem,
      { itemId: item.itemId, carrier: 'USPS', trackingNo: '9400100000000000000000' },
      { headers: staff.production.headers },
    );
    expect(shipped.status).toBe(200);
    expect(await itemRow(item.itemId)).toMatchObject({ state: 'shipped', carrier: 'USPS' });
  });

  it('refuses an item that has not shipped (409 naming its state), and changes nothing', async () => {
    const item = await itemIn('printing');
    expect(await reprint(item.itemId, 'Too early')).toMatchObject({
      status: 409,
      msg: 'This item cannot be reprinted: it is printing. Only a shipped or delivered item is.',
    });
    expect((await itemRow(item.itemId)).state).toBe('printing');
  });

  it('needs a reason (400 in the reader’s language), an owner (403) and a staff session (401)', async () => {
    const item = await itemIn('delivered');
    expect(await reprint(item.itemId, ' ', staff.owner, 'zh')).toMatchObject({
      status: 400,
      msg: '请填写重印原因',
    });
    expect((await reprint(item.itemId, 'x'.repeat(501))).status).toBe(400);
    for (const who of [staff.production, staff.support]) {
      expect((await reprint(item.itemId, 'Smudged', who)).status).toBe(403);
    }
    const anonymous = await callUnchecked(app, admin.reprintItem, { itemId: item.itemId, reason: 'Smudged' });
    expect(anonymous.status).toBe(401);
    expect((await reprint(2_000_000_000, 'Smudged')).status).toBe(404);
    expect((await itemRow(item.itemId)).state).toBe('delivered');
  });
});
