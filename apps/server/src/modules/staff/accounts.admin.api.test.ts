import { admin } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { newStaff, staffOfEveryRole, TEST_ORIGIN, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';

const PASSWORD = 'a-long-password-1';

describe('staff accounts: /api/admin/staff', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let made = 0;

  const create = (
    input: Partial<CallInput<typeof admin.adminStaffCreate>> = {},
    who = staff.owner,
    lang?: string,
  ) => {
    made += 1;
    const fields = { email: `new-${made}-${Date.now()}@staff.test`, name: `New ${made}`, role: 'production' };
    return call(t.app, admin.adminStaffCreate, { ...fields, password: PASSWORD, ...input } as never, {
      headers: who.headers,
      lang,
    });
  };
  const update = (input: CallInput<typeof admin.adminStaffUpdate>, who = staff.owner, lang?: string) =>
    call(t.app, admin.adminStaffUpdate, input, { headers: who.headers, lang });
  const logIn = (email: string, password: string) =>
    call(t.app, admin.adminLogin, { email, password }, { headers: { origin: TEST_ORIGIN } });
  const auditOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('lists every account, active first and by name, with the last log-in', async () => {
    const gone = await newStaff(t.db, 'support');
    await update({ id: gone.id, active: false });
    const res = await call(t.app, admin.adminStaffList, {}, { headers: staff.owner.headers });
    expect(res.status).toBe(200);
    const owner = res.data.list.find((account) => account.id === staff.owner.id);
    expect(owner).toMatchObject({
      email: staff.owner.email,
      role: 'owner',
      active: true,
      lastLoginTime: null,
    });
    const active = res.data.list.filter((account) => account.active).map((account) => account.name);
    expect(active).toEqual([...active].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.data.list.findIndex((account) => !account.active)).toBe(active.length);
  });

  it('adds a member who can log in, with the audit row, and names them in the reader’s language', async () => {
    const res = await create({ role: 'support' }, staff.owner, 'zh');
    expect(res.status).toBe(200);
    expect(res.msg).toContain('现在可以登录后台了');
    expect(res.data).toMatchObject({ role: 'support', active: true, lastLoginTime: null });
    expect((await logIn(res.data.email, PASSWORD)).status).toBe(200);
    const list = await call(t.app, admin.adminStaffList, {}, { headers: staff.owner.headers });
    expect(list.data.list.find((account) => account.id === res.data.id)?.lastLoginTime).not.toBeNull();
    const [created] = await auditOf(res.data.id);
    expect(created).toMatchObject({
      staffId: staff.owner.id,
      action: 'staff.create',
      after: { email: res.data.email, role: 'support', active: true },
    });
    expect(JSON.stringify(created)).not.toContain(PASSWORD);
  });

  it('refuses a taken email (any case), a short password and bad fields, naming the field', async () => {
    const first = await create();
    const taken = await create({ email: first.data.email.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, msg: 'A staff member with this email already exists' });
    const refused = async (input: object, lang = 'en') =>
      (await callUnchecked(t.app, admin.adminStaffCreate, input, { headers: staff.owner.headers, lang })).msg;
    const good = { email: 'ok@staff.test', name: 'Ok', role: 'support', password: PASSWORD };
    expect(await refused({ ...good, password: 'short-pw' })).toMatch(/password/i);
    expect(await refused({ ...good, password: 'x'.repeat(51) }, 'zh')).toMatch(/密码/);
    expect(await refused({ ...good, email: 'not-an-email' })).toMatch(/email/i);
    expect(await refused({ ...good, name: '  ' }, 'zh')).toMatch(/姓名/);
    expect(await refused({ ...good, name: 'x'.repeat(81) })).toMatch(/name/i);
    expect(await refused({ ...good, role: 'admin' }, 'zh')).toMatch(/角色/);
    expect((await logIn('ok@staff.test', PASSWORD)).status).toBe(400);
  });

  it('changes a name and a role, recording both sides in the audit log', async () => {
    const member = await create();
    const res = await update({ id: member.data.id, name: 'Renamed', role: 'support' });
    expect(res).toMatchObject({ status: 200, msg: 'Changes to Renamed saved' });
    expect(res.data).toMatchObject({ name: 'Renamed', role: 'support', active: true });
    const [, changed] = await auditOf(member.data.id);
    expect(changed).toMatchObject({
      action: 'staff.update',
      before: { name: member.data.name, role: 'production' },
      after: { name: 'Renamed', role: 'support' },
    });
  });

  it('deactivating ends the member’s sessions and log-ins; reactivating lets them in again', async () => {
    const member = await create();
    const session = await logIn(member.data.email, PASSWORD);
    expect(session.status).toBe(200);
    const target = await newStaff(t.db, 'production');
    const me = () => call(t.app, admin.adminMe, {}, { headers: target.headers });
    expect((await me()).status).toBe(200);
    expect((await update({ id: target.id, active: false })).data.active).toBe(false);
    expect((await me()).status).toBe(401);
    await update({ id: member.data.id, active: false });
    expect((await logIn(member.data.email, PASSWORD)).status).toBe(400);
    await update({ id: member.data.id, active: true });
    expect((await logIn(member.data.email, PASSWORD)).status).toBe(200);
  });

  it('a new password ends the member’s sessions; the audit row says so without the password', async () => {
    const target = await newStaff(t.db, 'support');
    const res = await update({ id: target.id, password: 'another-password-2' });
    expect(res.status).toBe(200);
    expect((await call(t.app, admin.adminMe, {}, { headers: target.headers })).status).toBe(401);
    expect((await logIn(target.email, 'another-password-2')).status).toBe(200);
    const [changed] = await auditOf(target.id);
    expect(changed!.after).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify(changed)).not.toContain('another-password-2');
  });

  it('an owner may rename themselves and change their password, but not their role or active flag', async () => {
    const owner = await newStaff(t.db, 'owner');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ email: owner.email, password: 'staff-password-1' }),
    });
    const other = {
      cookie: `staff_session=${elsewhere.cookies.find((c) => c.name === 'staff_session')!.value}`,
    };
    expect((await update({ id: owner.id, password: 'my-new-password-3' }, owner)).status).toBe(200);
    // Where they changed it they stay logged in; their other sessions end.
    expect((await call(t.app, admin.adminMe, {}, { headers: owner.headers })).status).toBe(200);
    expect((await call(t.app, admin.adminMe, {}, { headers: other })).status).toBe(401);
    const lockout = await update({ id: owner.id, role: 'support' }, owner, 'zh');
    expect(lockout).toMatchObject({ status: 409, msg: '您不能更改自己的角色或停用自己，请由其他店主操作' });
    expect((await update({ id: owner.id, active: false }, owner)).status).toBe(409);
    expect((await update({ id: owner.id, role: 'owner', name: 'Still me' }, owner)).data.name).toBe(
      'Still me',
    );
    const [account] = (
      await call(t.app, admin.adminStaffList, {}, { headers: staff.owner.headers })
    ).data.list.filter((row) => row.id === owner.id);
    expect(account).toMatchObject({ role: 'owner', active: true });
    // Another owner can.
    expect((await update({ id: owner.id, role: 'support' })).data.role).toBe('support');
  });

  it('refuses an unknown member (404), an empty change and bad fields (400), changing nothing', async () => {
    expect((await update({ id: 2_000_000_000, name: 'x' })).status).toBe(404);
    const member = await create();
    const refused = async (input: object, lang = 'en') =>
      callUnchecked(t.app, admin.adminStaffUpdate, input, { headers: staff.owner.headers, lang });
    expect(await refused({ id: member.data.id })).toMatchObject({
      status: 400,
      msg: 'Nothing to change was sent',
    });
    expect((await refused({ id: member.data.id, password: 'short' })).msg).toMatch(/password/i);
    expect((await refused({ id: member.data.id, active: 'no' }, 'zh')).msg).toMatch(/启用状态/);
    expect((await refused({ id: 'x', name: 'y' }, 'zh')).msg).toMatch(/员工/);
    expect((await refused({ id: member.data.id, role: 'boss', name: 'Changed' })).status).toBe(400);
    const list = await call(t.app, admin.adminStaffList, {}, { headers: staff.owner.headers });
    expect(list.data.list.find((row) => row.id === member.data.id)).toMatchObject({ name: member.data.name });
  });

  it('is for owners only: 403 for other roles, 401 without a session or with a customer token', async () => {
    const member = await newMember(t.db);
    for (const [endpoint, input] of [
      [admin.adminStaffList, {}],
      [admin.adminStaffCreate, { email: 'x@staff.test', name: 'X', role: 'owner', password: PASSWORD }],
      [admin.adminStaffUpdate, { id: staff.support.id, role: 'owner' }],
    ] as const) {
      expect(
        (await callUnchecked(t.app, endpoint, input, { headers: staff.production.headers })).status,
      ).toBe(403);
      expect((await callUnchecked(t.app, endpoint, input, { headers: staff.support.headers })).status).toBe(
        403,
      );
      expect((await callUnchecked(t.app, endpoint, input)).status).toBe(401);
      expect((await callUnchecked(t.app, endpoint, input, { token: member.token })).status).toBe(401);
    }
    const list = await call(t.app, admin.adminStaffList, {}, { headers: staff.owner.headers });
    expect(list.data.list.find((row) => row.id === staff.support.id)?.role).toBe('support');
    expect(list.data.list.some((row) => row.email === 'x@staff.test')).toBe(false);
  });

  it('refuses a write from another site’s page', async () => {
    const headers = { ...staff.owner.headers, origin: 'https://evil.example' };
    const res = await callUnchecked(
      t.app,
      admin.adminStaffUpdate,
      { id: staff.support.id, role: 'owner' },
      { headers },
    );
    expect(res.status).toBe(403);
  });
});
