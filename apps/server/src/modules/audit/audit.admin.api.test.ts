import { admin } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countQueries } from '../../test/database.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { recordAudit } from './record.ts';

describe('GET /api/admin/audit', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  /** An entity name of this file only, so its entries are told apart from the seed's. */
  const entity = `test-${Date.now()}`;

  const audit = (input: CallInput<typeof admin.adminAudit>, who = staff.owner, lang?: string) =>
    call(t.app, admin.adminAudit, input, { headers: who.headers, lang });
  const actions = (res: Awaited<ReturnType<typeof audit>>) => res.data.list.map((entry) => entry.action);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    const entries = [
      { staffId: staff.production.id, action: 'item.print', entityId: 1, after: { state: 'printing' } },
      { staffId: staff.support.id, action: 'order.note', entityId: 1, after: { text: 'Called' } },
      { staffId: staff.production.id, action: 'item.ship', entityId: 2, before: { state: 'printing' } },
      { staffId: null, action: 'staff.login.failed', entityId: null },
    ];
    // One at a time, so each is newer than the one before.
    for (const entry of entries) await recordAudit(t.db, { ip: '10.0.0.7', entity, ...entry });
  });
  afterAll(() => t.close());

  it('lists the log newest first, naming who did what, with every staff member for the filter', async () => {
    const res = await audit({ entity });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(4);
    expect(actions(res)).toEqual(['staff.login.failed', 'item.ship', 'order.note', 'item.print']);
    const [failed, shipped] = res.data.list;
    expect(failed).toMatchObject({ staff: null, ip: '10.0.0.7', entity, entityId: null, before: null });
    expect(shipped).toMatchObject({
      staff: { id: staff.production.id, email: staff.production.email },
      entityId: 2,
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
    expect(actions(await audit({ entity, staff: staff.production.id }))).toEqual(['item.ship', 'item.print']);
    expect(actions(await audit({ entity, entityId: 1 }))).toEqual(['order.note', 'item.print']);
    expect(actions(await audit({ entity, action: 'order.note' }))).toEqual(['order.note']);
    expect(actions(await audit({ entity, entityId: 1, staff: staff.production.id }))).toEqual(['item.print']);
    expect((await audit({ staff: staff.owner.id })).data).toMatchObject({ list: [], total: 0 });
    expect((await audit({ entity: `${entity}x` })).data.total).toBe(0);
  });

  it('pages, in a fixed number of queries', async () => {
    const first = await audit({ entity, size: 3 });
    const second = await audit({ entity, size: 3, page: 2 });
    expect(first.data.total).toBe(4);
    expect([...actions(first), ...actions(second)]).toEqual([
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

  it('refuses bad filters with a 400 naming the field in the reader’s language', async () => {
    const refused = async (input: object, lang: string) =>
      (await callUnchecked(t.app, admin.adminAudit, input, { headers: staff.owner.headers, lang })).msg;
    expect(await refused({ staff: 'x' }, 'en')).toMatch(/staff member/i);
    expect(await refused({ entityId: 0 }, 'zh')).toMatch(/记录编号/);
    expect(await refused({ entity: 'x'.repeat(51) }, 'en')).toMatch(/record type/i);
    expect(await refused({ action: 'x'.repeat(51) }, 'zh')).toMatch(/操作/);
    expect(await refused({ size: 0 }, 'en')).toMatch(/page size/i);
  });
});
