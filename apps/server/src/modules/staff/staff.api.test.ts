import { admin, api, endpoint } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../../http/route.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { createStaff } from './service.ts';
import { staff, staffSessions } from './tables.ts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'staff-password-1';

/** A back-office call that needs the owner's permission, to test the role check. */
const ownersOnly = endpoint({
  method: 'POST',
  path: '/api/admin/test-owners-only',
  body: 'json',
  auth: false,
  staff: 'staff.manage',
  summary: 'test',
  input: z.object({}),
  output: z.string(),
});

describe('staff sessions', () => {
  let t: TestApp;
  const staffIds: Record<admin.StaffRole, number> = { owner: 0, production: 0, support: 0 };

  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => route(app, ownersOnly, async ({ staff: member }) => member!.role),
    });
    for (const role of admin.STAFF_ROLES) {
      staffIds[role] = await createStaff(t.db, {
        email: `${role}@staff.test`,
        name: role,
        role,
        password: PASSWORD,
      });
    }
  });
  afterAll(() => t.close());

  async function logIn(email: string, password = PASSWORD, origin: string | null = ORIGIN, ip = '10.0.0.1') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      payload: JSON.stringify({ email, password }),
    });
    const cookie = res.cookies.find((c) => c.name === 'staff_session');
    return { res, cookie, headers: { cookie: `staff_session=${cookie?.value}`, origin: ORIGIN } };
  }

  it('logs in with an httpOnly, SameSite=Strict cookie for the admin calls only, and out again', async () => {
    const { res, cookie, headers } = await logIn('Owner@staff.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: 'owner@staff.test', name: 'owner', role: 'owner' });
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(cookie!.secure).toBeFalsy();
    // The same session for the back office's pages, which only decides their status (decision 078).
    const pages = res.cookies.find((c) => c.name === 'staff_pages');
    expect(pages).toMatchObject({ value: cookie!.value, httpOnly: true, sameSite: 'Strict', path: '/admin' });
    const [stored] = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffIds.owner));
    expect(stored!.tokenHash).not.toBe(cookie!.value);

    expect((await call(t.app, admin.adminMe, {}, { headers })).data).toMatchObject({ role: 'owner' });
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.map((c) => [c.name, c.path, c.value])).toEqual([
      ['staff_session', '/api/admin', ''],
      ['staff_pages', '/admin', ''],
    ]);
    expect((await call(t.app, admin.adminMe, {}, { headers })).status).toBe(401);
  });

  it('refuses a wrong password, an unknown or inactive account and bad input, in the reader’s language', async () => {
    expect((await logIn('owner@staff.test', 'wrong-password-9')).res.json()).toMatchObject({
      code: 400,
      msg: 'Wrong email or password',
    });
    expect((await logIn('nobody@staff.test')).res.statusCode).toBe(400);
    const missing = await call(t.app, admin.adminLogin, { email: '', password: 'x' } as never, {
      lang: 'zh',
      headers: { origin: ORIGIN },
    });
    expect(missing.status).toBe(400);
    expect(missing.msg).toMatch(/邮箱/);
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, staffIds.support));
    expect((await logIn('support@staff.test')).res.statusCode).toBe(400);
    await t.db.update(staff).set({ active: true }).where(eq(staff.id, staffIds.support));
  });

  it('answers 401 without a session, with a customer token, and after 12 idle hours or deactivation', async () => {
    expect((await call(t.app, admin.adminMe, {})).status).toBe(401);
    const member = await newMember(t.db);
    expect((await call(t.app, admin.adminMe, {}, { token: member.token })).status).toBe(401);

    const idle = await logIn('production@staff.test');
    await t.db
      .update(staffSessions)
      .set({ lastUsedAt: sql`now() - interval '13 hours'` })
      .where(eq(staffSessions.staffId, staffIds.production));
    expect((await call(t.app, admin.adminMe, {}, { headers: idle.headers })).status).toBe(401);

    const active = await logIn('production@staff.test');
    expect((await call(t.app, admin.adminMe, {}, { headers: active.headers })).status).toBe(200);
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, staffIds.production));
    expect((await call(t.app, admin.adminMe, {}, { headers: active.headers })).status).toBe(401);
    await t.db.update(staff).set({ active: true }).where(eq(staff.id, staffIds.production));
  });

  it('never opens a customer call with the staff cookie', async () => {
    const { headers } = await logIn('owner@staff.test');
    expect((await call(t.app, api.editAccount, {}, { headers })).status).toBe(401);
  });

  it('refuses writes and log-ins that do not come from a page of the shop', async () => {
    expect((await logIn('owner@staff.test', PASSWORD, 'https://evil.example')).res.statusCode).toBe(403);
    expect((await logIn('owner@staff.test', PASSWORD, null)).res.statusCode).toBe(403);
    const { headers } = await logIn('owner@staff.test');
    const foreign = { ...headers, origin: 'https://evil.example' };
    expect((await call(t.app, admin.adminLogout, {}, { headers: foreign })).status).toBe(403);
    expect((await call(t.app, admin.adminMe, {}, { headers })).status).toBe(200);
  });

  it('checks the role’s permission on every call: 403 for a role without it', async () => {
    for (const role of admin.STAFF_ROLES) {
      const { headers } = await logIn(`${role}@staff.test`);
      const res = await call(t.app, ownersOnly, {}, { headers });
      expect(res.status).toBe(role === 'owner' ? 200 : 403);
      if (role !== 'owner') expect(res.msg).toBe('Your role may not do this');
    }
  });

  it('slows guessing per email without counting successful log-ins', async () => {
    for (let i = 0; i < 8; i++) expect((await logIn('production@staff.test')).res.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect(
        (await logIn('production@staff.test', 'wrong-password-9', ORIGIN, `10.1.0.${i}`)).res.statusCode,
      ).toBe(400);
    }
    expect((await logIn('production@staff.test', PASSWORD, ORIGIN, '10.2.0.1')).res.statusCode).toBe(429);
  });
});

describe('the permission table', () => {
  it('gives the owner everything, production the line, support the customers', () => {
    expect(admin.PERMISSIONS.every((p) => admin.can('owner', p))).toBe(true);
    expect(admin.can('production', 'production.move')).toBe(true);
    expect(admin.can('production', 'orders.cancel')).toBe(false);
    expect(admin.can('support', 'production.move')).toBe(false);
    expect(admin.can('support', 'customers.manage')).toBe(true);
    expect(admin.can('support', 'staff.manage')).toBe(false);
  });
});
