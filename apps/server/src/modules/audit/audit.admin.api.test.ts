import { admin } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countQueries } from '../../test/database.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { orderedItems } from '../../test/production.ts';
import { newMember } from '../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { type AuditEntry, recordAudit } from './record.ts';

describe('GET /api/admin/audit', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  /** Record numbers of this file only, so its entries are told apart from the seed's. */
  const first = 900_000_000 + (Date.now() % 1_000_000);
  const second = first + 1;

  const audit = (input: CallInput<typeof admin.adminAudit>, who = staff.owner, lang?: string) =>
    call(t.app, admin.adminAudit, input, { headers: who.headers, lang });
  const actions = (res: Awaited<ReturnType<typeof audit>>) => res.data.list.map((entry) => entry.action);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    const entries: AuditEntry[] = [
      {
        staffId: staff.production.id,
        action: 'item.print',
        entity: 'order_item',
        entityId: first,
        after: { state: 'printing' },
        ip: '10.0.0.7',
      },
      {
        staffId: staff.support.id,
        action: 'order.note',
        entity: 'order',
        entityId: first,
        after: { text: 'Called' },
        ip: '10.0.0.7',
      },
      {
        staffId: staff.production.id,
        action: 'item.ship',
        entity: 'order_item',
        entityId: second,
        before: { state: 'printing' },
        ip: '10.0.0.7',
      },
      { staffId: null, action: 'staff.login.failed', entity: 'staff', entityId: null, ip: '10.0.0.7' },
    ];
    // One at a time, so each is newer than the one before (and than the seed's entries).
    for (const entry of entries) await recordAudit(t.db, entry);
  });
  afterAll(() => t.close());

  it('lists the log newest first, naming who did what, with every staff member for the filter', async () => {
    const res = await audit({ size: 4 });
    expect(res.status).toBe(200);
    expect(res.data.total).toBeGreaterThanOrEqual(4);
    expect(actions(res)).toEqual(['staff.login.failed', 'item.ship', 'order.note', 'item.print']);
    const [failed, shipped] = res.data.list;
    expect(failed).toMatchObject({
      staff: null,
      ip: '10.0.0.7',
      entity: 'staff',
      entityId: null,
      before: null,
    });
    expect(shipped).toMatchObject({
      staff: { id: staff.production.id, email: staff.production.email },
      entity: 'order_item',
      entityId: second,
      before: { state: 'printing' },
      after: null,
    });
    expect(res.data.staff.map((member) => member.id)).toEqual(
      expect.arrayContaining(admin.STAFF_ROLES.map((role) => staff[role].id)),
    );
    const names = res.data.staff.map((member) => member.name);
    expect(names).toEqual([...names].sort());
  });

  it('filters by staff member, record and action, alone and together', async () => {
    expect(actions(await audit({ staff: staff.production.id }))).toEqual(['item.ship', 'item.print']);
    expect(actions(await audit({ entityId: first }))).toEqual(['order.note', 'item.print']);
    expect(actions(await audit({ entity: 'order', entityId: first }))).toEqual(['order.note']);
    expect(actions(await audit({ staff: staff.support.id, action: 'order.note' }))).toEqual(['order.note']);
    expect(actions(await audit({ entityId: first, staff: staff.production.id }))).toEqual(['item.print']);
    expect(actions(await audit({ entity: 'order_item', action: 'item.ship', entityId: second }))).toEqual([
      'item.ship',
    ]);
    expect((await audit({ staff: staff.owner.id })).data).toMatchObject({ list: [], total: 0 });
    expect((await audit({ entity: 'staff', entityId: first })).data.total).toBe(0);
  });

  it('pages, in a fixed number of queries', async () => {
    const firstPage = await audit({ size: 3 });
    const secondPage = await audit({ size: 3, page: 2 });
    expect(secondPage.data.total).toBe(firstPage.data.total);
    expect([...actions(firstPage), ...actions(secondPage)].slice(0, 4)).toEqual([
      'staff.login.failed',
      'item.ship',
      'order.note',
      'item.print',
    ]);
    const one = await countQueries(t.db, () => audit({ size: 1 }));
    const many = await countQueries(t.db, () => audit({ size: 100 }));
    expect(many).toBe(one);
  });

  it('is for owners only: 403 for the other roles, 401 without a session or with a customer token', async () => {
    expect((await audit({}, staff.production)).status).toBe(403);
    expect((await audit({}, staff.support)).status).toBe(403);
    expect((await callUnchecked(t.app, admin.adminAudit, {})).status).toBe(401);
    const member = await newMember(t.db);
    expect((await callUnchecked(t.app, admin.adminAudit, {}, { token: member.token })).status).toBe(401);
  });

  it('links an order’s and an order item’s entries to the order, and nothing else', async () => {
    const [item] = await orderedItems(t.db);
    await recordAudit(t.db, {
      staffId: staff.owner.id,
      ip: '10.0.0.8',
      action: 'item.approveFiles',
      entity: 'order_item',
      entityId: item!.itemId,
    });
    const [entry] = (await audit({ staff: staff.owner.id, entity: 'order_item' })).data.list;
    expect(entry).toMatchObject({ entityId: item!.itemId, orderId: item!.orderId, orderNo: item!.orderNo });
    const byRecord = await audit({ entityId: first });
    // An order or an item this file made up has no order to link to.
    expect(byRecord.data.list.map((row) => [row.entity, row.orderId, row.orderNo])).toEqual([
      ['order', null, null],
      ['order_item', null, null],
    ]);
    const [failed] = (await audit({ action: 'staff.login.failed', size: 1 })).data.list;
    expect(failed?.orderId).toBeNull();
  });

  it('refuses bad filters with a 400 naming the field in the reader’s language', async () => {
    const refused = async (input: object, lang: string) =>
      (await callUnchecked(t.app, admin.adminAudit, input, { headers: staff.owner.headers, lang })).msg;
    expect(await refused({ staff: 'x' }, 'en')).toMatch(/staff member/i);
    expect(await refused({ entityId: 0 }, 'zh')).toMatch(/记录/);
    expect(await refused({ entity: 'orders' }, 'en')).toMatch(/record type/i);
    expect(await refused({ action: 'item.approveProof' }, 'zh')).toMatch(/操作/);
    expect(await refused({ size: 0 }, 'en')).toMatch(/page size/i);
  });
});
