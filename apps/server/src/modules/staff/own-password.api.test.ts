import { admin } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { newStaff, TEST_ORIGIN, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';
import { resetStaffPassword } from './service.ts';

/** newStaff's password. */
const CURRENT = 'staff-password-1';

describe('POST /api/admin/me/password', () => {
  let t: TestApp;

  const change = (who: TestStaff, input: object, lang?: string) =>
    callUnchecked(t.app, admin.adminChangeOwnPassword, input, { headers: who.headers, lang });
  const me = (headers: Record<string, string>) => call(t.app, admin.adminMe, {}, { headers });
  /** A log-in's status, as on a second computer. */
  const logInStatus = async (who: TestStaff, password: string) =>
    (
      await call(
        t.app,
        admin.adminLogin,
        { email: who.email, password },
        { headers: { origin: TEST_ORIGIN } },
      )
    ).status;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes the password for any role, keeps this session, ends the others and audits it', async () => {
    for (const role of admin.STAFF_ROLES) {
      const who = await newStaff(t.db, role);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: JSON.stringify({ email: who.email, password: CURRENT }),
      });
      const otherHeaders = {
        cookie: `staff_session=${other.cookies.find((c) => c.name === 'staff_session')!.value}`,
      };
      const res = await change(who, { current: CURRENT, password: 'a-brand-new-pass-1' }, 'zh');
      expect(res).toMatchObject({ status: 200, msg: '密码已修改，您在其他地方的登录已退出', data: null });
      expect((await me(who.headers)).status).toBe(200);
      expect((await me(otherHeaders)).status).toBe(401);
      expect(await logInStatus(who, CURRENT)).toBe(400);
      expect(await logInStatus(who, 'a-brand-new-pass-1')).toBe(200);
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.password'), eq(auditLog.entityId, who.id)));
      expect(row).toMatchObject({ staffId: who.id, entity: 'staff', after: { passwordChanged: true } });
      expect(JSON.stringify(row)).not.toContain('a-brand-new-pass-1');
    }
  });

  it('refuses a wrong current password, a short or too long new one, in the reader’s language', async () => {
    const who = await newStaff(t.db, 'support');
    expect(await change(who, { current: 'wrong-password-0', password: 'a-brand-new-pass-1' })).toMatchObject({
      status: 400,
      msg: 'The current password is not right',
    });
    expect((await change(who, { current: '', password: 'a-brand-new-pass-1' }, 'zh')).msg).toBe(
      '请输入当前密码',
    );
    expect((await change(who, { current: CURRENT, password: 'short' })).msg).toMatch(/new password/i);
    expect((await change(who, { current: CURRENT, password: 'x'.repeat(51) }, 'zh')).msg).toMatch(/新密码/);
    expect(await logInStatus(who, CURRENT)).toBe(200);
  });

  it('slows guessing the current password: the sixth wrong guess in a quarter hour is 429', async () => {
    const who = await newStaff(t.db, 'production');
    for (let guess = 0; guess < 5; guess++) {
      expect(
        (await change(who, { current: `guess-${guess}-password`, password: 'a-brand-new-pass-1' })).status,
      ).toBe(400);
    }
    expect((await change(who, { current: CURRENT, password: 'a-brand-new-pass-1' })).status).toBe(429);
    expect(await logInStatus(who, CURRENT)).toBe(200);
  });

  it('from the command line: a forgotten password is replaced, every session ends, audited', async () => {
    const who = await newStaff(t.db, 'owner');
    await resetStaffPassword(t.db, who.email.toUpperCase(), 'from-the-terminal-1');
    expect((await me(who.headers)).status).toBe(401);
    expect(await logInStatus(who, 'from-the-terminal-1')).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password'), eq(auditLog.entityId, who.id)));
    expect(row).toMatchObject({ staffId: null, ip: 'command line', after: { passwordChanged: true } });
    await expect(resetStaffPassword(t.db, who.email, 'short')).rejects.toMatchObject({
      key: 'staffPasswordShort',
    });
    await expect(resetStaffPassword(t.db, 'nobody@staff.test', 'long-enough-pass-1')).rejects.toMatchObject({
      key: 'staffNotFound',
    });
  });

  it('needs a staff session from the back office’s own page', async () => {
    const member = await newMember(t.db);
    const input = { current: CURRENT, password: 'a-brand-new-pass-1' };
    expect((await callUnchecked(t.app, admin.adminChangeOwnPassword, input)).status).toBe(401);
    expect(
      (await callUnchecked(t.app, admin.adminChangeOwnPassword, input, { token: member.token })).status,
    ).toBe(401);
    const who = await newStaff(t.db, 'owner');
    const foreign = { ...who.headers, origin: 'https://evil.example' };
    expect(
      (await callUnchecked(t.app, admin.adminChangeOwnPassword, input, { headers: foreign })).status,
    ).toBe(403);
    expect(await logInStatus(who, CURRENT)).toBe(200);
  });
});
