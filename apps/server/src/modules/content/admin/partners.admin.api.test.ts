import { admin, api } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';

const LOGO = '/media/partner/3.webp';

describe('the home page’s partners: /api/admin/partners', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const owner = (lang?: string) => as(staff.owner, lang);
  const carousel = async () => (await call(t.app, api.activityList, {}, { lang: 'en' })).data.list;
  const listed = async () => (await call(t.app, admin.adminPartnerList, {}, owner())).data.list;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('lists the partners in the carousel’s order', async () => {
    const list = await listed();
    expect(list.length).toBeGreaterThan(0);
    expect(list.map(({ name, img }) => ({ name, img }))).toEqual(await carousel());
  });

  it('adds one last, changes it and removes it, audited, the cached carousel following each at once', async () => {
    // The home page's answer is cached for every visitor: read it first so each edit has something to replace.
    await carousel();
    const added = await call(
      t.app,
      admin.adminPartnerCreate,
      { name: ' Fern & Ink ', img: LOGO },
      owner('zh'),
    );
    expect(added).toMatchObject({
      status: 200,
      msg: '已添加合作伙伴 Fern & Ink',
      data: { name: 'Fern & Ink' },
    });
    const { id } = added.data;
    expect((await carousel()).at(-1)).toEqual({ name: 'Fern & Ink', img: LOGO });
    expect(await auditRows(t.db, 'partner.create', id)).toMatchObject([
      { staffId: staff.owner.id, entity: 'partner', after: { name: 'Fern & Ink', img: LOGO } },
    ]);

    const changed = { id, name: 'Fern and Ink', img: '/media/partner/4.webp' };
    expect(await call(t.app, admin.adminPartnerUpdate, changed, owner())).toMatchObject({
      status: 200,
      msg: 'Changes to partner Fern and Ink saved',
      data: changed,
    });
    expect((await carousel()).at(-1)).toEqual({ name: 'Fern and Ink', img: '/media/partner/4.webp' });
    expect(await auditRows(t.db, 'partner.update', id)).toMatchObject([
      { before: { name: 'Fern & Ink', img: LOGO }, after: { name: 'Fern and Ink' } },
    ]);

    expect(await call(t.app, admin.adminPartnerDelete, { id }, owner())).toMatchObject({
      status: 200,
      msg: 'Partner Fern and Ink removed',
    });
    expect((await carousel()).map((partner) => partner.name)).not.toContain('Fern and Ink');
    expect(await auditRows(t.db, 'partner.delete', id)).toMatchObject([{ before: { name: 'Fern and Ink' } }]);
  });

  it('puts the partners in a new order, which the carousel shows at once', async () => {
    await carousel();
    const before = await listed();
    const reversed = before.map((partner) => partner.id).reverse();
    const res = await call(t.app, admin.adminPartnerOrder, { ids: reversed }, owner());
    expect(res).toMatchObject({ status: 200, msg: 'Order of the partners saved' });
    expect(res.data.list.map((partner) => partner.id)).toEqual(reversed);
    expect((await carousel()).map((partner) => partner.name)).toEqual(
      [...before].reverse().map((partner) => partner.name),
    );
    const [entry] = await auditRows(t.db, 'partner.order', null);
    expect(entry).toMatchObject({ entity: 'partner', before: before.map((p) => p.id), after: reversed });
    await call(t.app, admin.adminPartnerOrder, { ids: before.map((partner) => partner.id) }, owner());
  });

  it('refuses an order that leaves out a partner, repeats one or names another (409), and changes nothing', async () => {
    const ids = (await listed()).map((partner) => partner.id);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999]]) {
      expect(await call(t.app, admin.adminPartnerOrder, { ids: wrong }, owner())).toMatchObject({
        status: 409,
      });
    }
    expect((await listed()).map((partner) => partner.id)).toEqual(ids);
  });

  it('refuses a bad field with a message naming it, and changes nothing', async () => {
    const before = await listed();
    const cases: [unknown, string, string][] = [
      [{ name: ' ', img: LOGO }, 'Please input partner name', '请输入合作伙伴名称'],
      [
        { name: 'x'.repeat(81), img: LOGO },
        'Partner name is too long (at most 80 characters)',
        '合作伙伴名称过长（最多 80 个字符）',
      ],
      [{ name: 'Fern', img: 'https://example.com/logo.png' }, 'Please choose logo', '请选择标志'],
      [{ name: 'Fern' }, 'Please choose logo', '请选择标志'],
    ];
    for (const [input, en, zh] of cases) {
      expect(await callUnchecked(t.app, admin.adminPartnerCreate, input, owner())).toMatchObject({
        status: 400,
        msg: en,
      });
      expect((await callUnchecked(t.app, admin.adminPartnerCreate, input, owner('zh'))).msg).toBe(zh);
    }
    expect(await listed()).toEqual(before);
  });

  it('answers 404 for a partner that is not one', async () => {
    const update = { id: 999_999, name: 'Nobody', img: LOGO };
    expect(await call(t.app, admin.adminPartnerUpdate, update, owner())).toMatchObject({
      status: 404,
      msg: 'No such partner',
    });
    expect(await call(t.app, admin.adminPartnerDelete, { id: 999_999 }, owner('zh'))).toMatchObject({
      status: 404,
      msg: '合作伙伴不存在',
    });
  });

  it('is the owners’ alone: no session 401, production and support 403', async () => {
    const [first] = await listed();
    const writes = [
      [admin.adminPartnerCreate, { name: 'Nope', img: LOGO }],
      [admin.adminPartnerUpdate, { ...first!, name: 'Nope' }],
      [admin.adminPartnerDelete, { id: first!.id }],
      [admin.adminPartnerOrder, { ids: [first!.id] }],
    ] as const;
    for (const [endpoint, input] of writes) {
      expect((await callUnchecked(t.app, endpoint, input)).status).toBe(401);
      for (const role of ['production', 'support'] as const) {
        expect((await callUnchecked(t.app, endpoint, input, as(staff[role]))).status).toBe(403);
      }
    }
    expect(await listed()).toContainEqual(first);
  });
});
