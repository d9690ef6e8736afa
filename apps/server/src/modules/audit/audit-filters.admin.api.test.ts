import { admin } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countQueries } from '../../test/database.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { type OrderedItem, orderedItems } from '../../test/production.ts';
import { newMember } from '../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { recordAudit } from './record.ts';
import { auditLog } from './tables.ts';

describe('GET /api/admin/audit: by order, by days, and what its sentences name', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let item: OrderedItem;
  let other: OrderedItem;

  const audit = (input: CallInput<typeof admin.adminAudit>, who = staff.owner) =>
    call(t.app, admin.adminAudit, input, { headers: who.headers });
  const actions = (res: Awaited<ReturnType<typeof audit>>) => res.data.list.map((entry) => entry.action);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    item = (await orderedItems(t.db))[0]!;
    other = (await orderedItems(t.db))[0]!;
    const byProduction = { staffId: staff.production.id, ip: '10.0.1.1' };
    await recordAudit(t.db, {
      ...byProduction,
      action: 'item.sendProof',
      entity: 'order_item',
      entityId: item.itemId,
      after: { state: 'proof_sent', result: { id: 1, version: 2 } },
    });
    await recordAudit(t.db, {
      ...byProduction,
      action: 'order.note',
      entity: 'order',
      entityId: item.orderId,
    });
    await recordAudit(t.db, {
      ...byProduction,
      action: 'item.print',
      entity: 'order_item',
      entityId: other.itemId,
    });
    await recordAudit(t.db, {
      staffId: staff.owner.id,
      ip: '10.0.1.2',
      action: 'staff.update',
      entity: 'staff',
      entityId: staff.support.id,
      before: { role: 'support' },
      after: { role: 'production' },
    });
    // Three days of 2020 in the shop's time zone (Los Angeles, UTC−8 in winter), one entry each,
    // apart from every other entry by their address.
    await t.db.insert(auditLog).values(
      ['2020-01-14T23:59:59-08:00', '2020-01-15T00:00:00-08:00', '2020-01-16T12:00:00-08:00'].map((time) => ({
        staffId: staff.owner.id,
        ip: `day ${time.slice(0, 10)}`,
        action: 'staff.login',
        entity: 'staff',
        entityId: staff.owner.id,
        createdAt: new Date(time),
      })),
    );
  });
  afterAll(() => t.close());

  it('names each entry’s order by number and its staff record by name', async () => {
    const [update, print, note, proof] = (await audit({ size: 4 })).data.list;
    expect(proof).toMatchObject({ orderId: item.orderId, orderNo: item.orderNo, subject: null });
    expect(note).toMatchObject({ orderId: item.orderId, orderNo: item.orderNo });
    expect(print).toMatchObject({ orderId: other.orderId, orderNo: other.orderNo });
    expect(update).toMatchObject({
      orderId: null,
      orderNo: null,
      staff: { id: staff.owner.id },
      subject: { id: staff.support.id, email: staff.support.email },
    });
  });

  it('filters by order number, in any case: the order’s entries and its items’', async () => {
    expect(actions(await audit({ orderNo: item.orderNo }))).toEqual(['order.note', 'item.sendProof']);
    expect(actions(await audit({ orderNo: other.orderNo.toLowerCase() }))).toEqual(['item.print']);
    expect(actions(await audit({ orderNo: item.orderNo, action: 'order.note' }))).toEqual(['order.note']);
    expect((await audit({ orderNo: 'IP19990101000000' })).data).toMatchObject({ list: [], total: 0 });
  });

  it('filters by days, both included, in the shop’s time zone', async () => {
    const days = async (input: CallInput<typeof admin.adminAudit>) =>
      (await audit({ ...input, action: 'staff.login', to: input.to ?? '2020-12-31' })).data.list.map(
        (entry) => entry.ip,
      );
    expect(await days({ from: '2020-01-15', to: '2020-01-15' })).toEqual(['day 2020-01-15']);
    expect(await days({ from: '2020-01-15' })).toEqual(['day 2020-01-16', 'day 2020-01-15']);
    expect(await days({ to: '2020-01-15' })).toEqual(['day 2020-01-15', 'day 2020-01-14']);
  });

  it('answers any filter in the same number of queries, whatever the page holds', async () => {
    const one = await countQueries(t.db, () => audit({ size: 1 }));
    expect(await countQueries(t.db, () => audit({ size: 100 }))).toBe(one);
    expect(await countQueries(t.db, () => audit({ orderNo: item.orderNo, from: '2020-01-01' }))).toBe(one);
  });

  it('refuses a bad order number or day with a 400 naming the field, in the reader’s language', async () => {
    const refused = async (input: object, lang: string) => {
      const res = await callUnchecked(t.app, admin.adminAudit, input, { headers: staff.owner.headers, lang });
      expect(res.status).toBe(400);
      return res.msg;
    };
    expect(await refused({ orderNo: 'IP 2026' }, 'en')).toMatch(/order number/i);
    expect(await refused({ orderNo: 'IP2026%' }, 'zh')).toMatch(/订单号/);
    expect(await refused({ orderNo: 'X'.repeat(33) }, 'en')).toMatch(/order number/i);
    expect(await refused({ from: '2020-02-30' }, 'en')).toMatch(/from date/i);
    expect(await refused({ to: 'tomorrow' }, 'zh')).toMatch(/结束日期/);
  });

  it('is for owners only, filtered or not: 403 for production and support, 401 without a staff session', async () => {
    const filters = { orderNo: item.orderNo, from: '2020-01-01', to: '2030-01-01' };
    expect((await audit(filters, staff.production)).status).toBe(403);
    expect((await audit(filters, staff.support)).status).toBe(403);
    expect((await callUnchecked(t.app, admin.adminAudit, filters)).status).toBe(401);
    const member = await newMember(t.db);
    expect((await callUnchecked(t.app, admin.adminAudit, filters, { token: member.token })).status).toBe(401);
  });
});
