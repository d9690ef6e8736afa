import { admin } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { newStaff, staffOfEveryRole, TEST_ORIGIN, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';
import { staff } from './tables.ts';

describe('GET and PUT /api/admin/me/notices', () => {
  let t: TestApp;
  let team: Record<admin.StaffRole, TestStaff>;

  const read = (who: TestStaff) => call(t.app, admin.adminMyNotices, {}, { headers: who.headers });
  const save = (who: TestStaff, notices: unknown, lang?: string) =>
    callUnchecked(t.app, admin.adminSaveMyNotices, { notices } as never, { headers: who.headers, lang });
  const row = async (who: TestStaff) => (await t.db.select().from(staff).where(eq(staff.id, who.id)))[0]!;
  const auditRows = (who: TestStaff) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.notices'), eq(auditLog.entityId, who.id)));

  beforeAll(async () => {
    t = await createTestApp();
    team = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('offers each role the notices it can act on, none chosen at first', async () => {
    const all = ['orderPaid', 'proofApproved', 'changesRequested'];
    expect((await read(team.owner)).data).toEqual({ notices: [], offered: all });
    expect((await read(team.production)).data).toEqual({ notices: [], offered: all });
    expect((await read(team.support)).data).toEqual({ notices: [], offered: [] });
  });

  it('saves a choice in the language it was made in, reads it back, and audits it', async () => {
    const who = await newStaff(t.db, 'production');
    const saved = await save(who, ['changesRequested', 'orderPaid', 'orderPaid'], 'zh');
    expect(saved).toMatchObject({
      status: 200,
      msg: '邮件通知设置已保存',
      data: { notices: ['orderPaid', 'changesRequested'] },
    });
    expect((await read(who)).data.notices).toEqual(['orderPaid', 'changesRequested']);
    expect(await row(who)).toMatchObject({ notices: ['orderPaid', 'changesRequested'], lang: 'zh' });

    expect((await save(who, [], 'en')).msg).toBe('Your mail choices are saved');
    expect(await row(who)).toMatchObject({ notices: [], lang: 'en' });
    expect(await auditRows(who)).toMatchObject([
      {
        staffId: who.id,
        entity: 'staff',
        before: { notices: [] },
        after: { notices: ['orderPaid', 'changesRequested'] },
      },
      { staffId: who.id, before: { notices: ['orderPaid', 'changesRequested'] }, after: { notices: [] } },
    ]);
  });

  it('refuses a notice the role may not choose, naming it in the reader’s language, and changes nothing', async () => {
    const who = await newStaff(t.db, 'support');
    expect(await save(who, ['orderPaid'])).toMatchObject({
      status: 400,
      msg: 'Mails to get: your role cannot choose “A new paid order”',
    });
    expect(await save(who, ['proofApproved'], 'zh')).toMatchObject({
      status: 400,
      msg: '接收的邮件：您的角色不能选择“客户确认了校样”',
    });
    expect(await row(who)).toMatchObject({ notices: [], lang: 'en' });
    expect(await auditRows(who)).toEqual([]);
  });

  it('refuses what is not a notice with a 400 naming the field', async () => {
    const who = team.owner;
    for (const [notices, lang, msg] of [
      [['everything'], 'en', /mails to get/i],
      ['orderPaid', 'zh', /接收的邮件/],
      [['orderPaid', 'orderPaid', 'orderPaid', 'orderPaid'], 'en', /mails to get/i],
    ] as const) {
      const res = await save(who, notices, lang);
      expect([res.status, res.msg]).toEqual([400, expect.stringMatching(msg)]);
    }
    expect((await save(who, undefined)).status).toBe(400);
    expect((await row(who)).notices).toEqual([]);
  });

  it('needs a staff session, and a write from the back office’s own page', async () => {
    const member = await newMember(t.db);
    expect((await callUnchecked(t.app, admin.adminMyNotices, {})).status).toBe(401);
    expect((await callUnchecked(t.app, admin.adminSaveMyNotices, { notices: [] })).status).toBe(401);
    expect(
      (await callUnchecked(t.app, admin.adminSaveMyNotices, { notices: [] }, { token: member.token })).status,
    ).toBe(401);
    const foreign = { ...team.owner.headers, origin: 'https://evil.example' };
    const refused = await callUnchecked(
      t.app,
      admin.adminSaveMyNotices,
      { notices: ['orderPaid'] },
      { headers: foreign },
    );
    expect(refused.status).toBe(403);
    expect((await row(team.owner)).notices).toEqual([]);
  });

  it('keeps the language of each log-in, for the member’s mails', async () => {
    const who = await newStaff(t.db, 'owner');
    const logIn = (lang: string) =>
      call(
        t.app,
        admin.adminLogin,
        { email: who.email, password: 'staff-password-1' },
        { headers: { origin: TEST_ORIGIN }, lang },
      );
    expect((await logIn('zh')).status).toBe(200);
    expect((await row(who)).lang).toBe('zh');
    expect((await logIn('en')).status).toBe(200);
    expect((await row(who)).lang).toBe('en');
  });
});
