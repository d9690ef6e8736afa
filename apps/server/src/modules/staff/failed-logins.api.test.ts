import { admin } from '@printshop/contract';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { newStaff, TEST_ORIGIN, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';
import { staff } from './tables.ts';

const PASSWORD = 'staff-password-1';

/** Every failed staff log-in is in the audit log with its address; the answer still tells nothing. */
describe('failed staff log-ins in the audit log', () => {
  let t: TestApp;
  let owner: TestStaff;
  let lastSeen = 0;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await newStaff(t.db, 'owner');
  });
  afterAll(() => t.close());

  const logIn = (email: string, password: string, ip = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: admin.adminLogin.path,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ email, password }),
    });

  /** The audit rows written since the last call. */
  async function written() {
    const rows = await t.db.select().from(auditLog).where(gt(auditLog.id, lastSeen)).orderBy(auditLog.id);
    lastSeen = rows.at(-1)?.id ?? lastSeen;
    return rows;
  }

  beforeAll(async () => {
    await written();
  });

  it('records an unknown email with no staff member, and never the password', async () => {
    const res = await logIn('Nobody@Staff.test', 'guessed-password-1', '10.9.0.2');
    expect(res.statusCode).toBe(400);
    const rows = await written();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: null,
      ip: '10.9.0.2',
      action: 'staff.login.failed',
      entity: 'staff',
      entityId: null,
      after: { email: 'Nobody@Staff.test', reason: 'unknownEmail' },
    });
    expect(JSON.stringify(rows)).not.toContain('guessed-password-1');
  });

  it('records a wrong password and a deactivated account as the staff member’s', async () => {
    const member = await newStaff(t.db, 'support');
    await written();
    expect((await logIn(member.email, 'wrong-password-1')).statusCode).toBe(400);
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, member.id));
    const inactive = await logIn(member.email, PASSWORD);
    expect(inactive.json()).toMatchObject({ code: 400, msg: 'Wrong email or password' });
    const rows = await written();
    expect(rows.map((row) => [row.staffId, row.entityId, row.action, row.after])).toEqual([
      [member.id, member.id, 'staff.login.failed', { email: member.email, reason: 'wrongPassword' }],
      [member.id, member.id, 'staff.login.failed', { email: member.email, reason: 'inactive' }],
    ]);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it('records a successful log-in as before, and no failure', async () => {
    expect((await logIn(owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await written()).map((row) => [row.staffId, row.action])).toEqual([[owner.id, 'staff.login']]);
  });

  it('records nothing for input refused before any check', async () => {
    expect((await logIn('not an email', PASSWORD)).statusCode).toBe(400);
    expect((await logIn(owner.email, '')).statusCode).toBe(400);
    expect(await written()).toEqual([]);
  });

  it('still limits guessing: the sixth try of an email in a minute is 429 and not checked', async () => {
    const member = await newStaff(t.db, 'production');
    await written();
    for (let i = 0; i < 5; i++) {
      expect((await logIn(member.email, 'wrong-password-1', `10.9.1.${i}`)).statusCode).toBe(400);
    }
    expect((await logIn(member.email, PASSWORD, '10.9.2.1')).statusCode).toBe(429);
    const rows = await written();
    expect(rows.map((row) => row.after)).toEqual(
      Array.from({ length: 5 }, () => ({ email: member.email, reason: 'wrongPassword' })),
    );
  });

  it('lists them for the owner’s audit filter', async () => {
    const res = await call(
      t.app,
      admin.adminAudit,
      { action: 'staff.login.failed', size: 100 },
      { headers: owner.headers },
    );
    expect(res.status).toBe(200);
    expect(res.data.list.length).toBe(8);
    expect(res.data.list.every((entry) => entry.action === 'staff.login.failed')).toBe(true);
    const unknown = res.data.list.find((entry) => entry.staff === null);
    expect(unknown).toMatchObject({ ip: '10.9.0.2', entityId: null });
    const stored = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login.failed'), eq(auditLog.ip, '10.9.0.2')));
    expect(stored).toHaveLength(1);
  });
});
