import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { client } from '../../test/http.ts';
import { members, passwordResets } from './tables.ts';

const member = {
  email: 'Ada@Example.com',
  password: 'correct horse',
  mobile: '5551234',
  firstname: 'Ada',
  lastname: 'Lovelace',
};

describe('identity API', () => {
  let t: TestApp;
  let http: ReturnType<typeof client>;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    http = client(t.app);
  });
  afterAll(() => t.close());

  const login = (email = member.email, password = member.password) =>
    http.post<{ token: string; nickname: string }>('/api/token/login', { email, password });

  it('registers a member once per email, case-insensitively, and hashes the password with argon2id', async () => {
    const first = await http.post('/api/token/register', member);
    expect(first).toMatchObject({ status: 200, code: 200, msg: 'Registration successful, please log in' });
    const again = await http.post('/api/token/register', { ...member, email: 'ada@EXAMPLE.com' });
    expect(again).toMatchObject({ status: 409, code: 409, msg: 'An account with this email already exists' });
    const rows = await t.db
      .select()
      .from(members)
      .where(eq(sql`lower(${members.email})`, 'ada@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.passwordHash).not.toContain(member.password);
  });

  it('rejects a registration with a missing, too long or malformed field, naming it in the request language', async () => {
    for (const [bad, msg] of [
      [{ ...member, email: 'b@example.com', firstname: '' }, 'Please enter your first name'],
      [
        { ...member, email: 'c@example.com', lastname: 'x'.repeat(51) },
        'Last name is too long (at most 50 characters)',
      ],
      [{ ...member, email: `${'x'.repeat(40)}@example.com` }, 'Email is too long (at most 50 characters)'],
      [{ ...member, email: 'not-an-email' }, 'Please input a valid email address'],
      [{ ...member, email: 'd@example.com', password: 'short' }, 'Password must have at least 8 characters'],
      [
        { ...member, email: 'e@example.com', mobile: '555\u0000' },
        'Mobile number contains characters that are not allowed',
      ],
    ] as const) {
      expect(await http.post('/api/token/register', bad)).toMatchObject({ status: 400, msg });
    }
    const zh = client(t.app, { lang: 'zh' });
    // SPEC.md section 5's order: first name, last name, mobile, email, password.
    expect(await zh.post('/api/token/register', { email: 'e@example.com' })).toMatchObject({
      status: 400,
      msg: '请输入您的名字',
    });
    expect(await zh.post('/api/token/register', { ...member, lastname: ' ' })).toMatchObject({
      msg: '请输入您的姓氏。',
    });
    expect(
      (await zh.post('/api/token/register', { ...member, email: 'x@example.com', password: 'short' })).msg,
    ).toBe('密码至少需要 8 个字符');
    const count = await t.db.select().from(members).where(eq(members.email, 'b@example.com'));
    expect(count).toHaveLength(0);
  });

  it('logs in with any case of the email and answers the same for a wrong password or unknown email', async () => {
    const ok = await login('ADA@example.com');
    expect(ok.status).toBe(200);
    expect(ok.data.nickname).toBe('Ada');
    expect(ok.data.token.length).toBeGreaterThan(30);
    const wrong = await login(member.email, 'wrong password');
    const unknown = await login('nobody@example.com', member.password);
    expect(wrong).toMatchObject({ status: 400, msg: 'Wrong email or password' });
    expect(unknown).toMatchObject({ status: 400, msg: wrong.msg });
  });

  it('reads and updates the account of the token only, and a token stops working after logout', async () => {
    const { data } = await login();
    const detail = await http.get<{ memberDtlItem: { firstname: string } }>(
      '/api/member/edit-account',
      data.token,
    );
    expect(detail.data.memberDtlItem).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      nickname: 'Ada',
    });
    const update = await http.post(
      '/api/member/updateaccount',
      { firstname: 'Augusta', lastname: 'King', nickname: 'Countess' },
      data.token,
    );
    expect(update).toMatchObject({ status: 200, msg: 'Your account details were saved' });
    expect(
      (
        await http.post(
          '/api/member/updateaccount',
          { firstname: 'x', lastname: '', nickname: 'y' },
          data.token,
        )
      ).status,
    ).toBe(400);
    const after = await http.get<{ memberDtlItem: { nickname: string } }>(
      '/api/member/edit-account',
      data.token,
    );
    expect(after.data.memberDtlItem.nickname).toBe('Countess');

    expect((await http.post('/api/member/logout', {}, data.token)).status).toBe(200);
    const gone = await http.get('/api/member/edit-account', data.token);
    expect(gone).toMatchObject({ status: 401, code: 401 });
  });

  it('changes the password only with the right current one, and then ends every session', async () => {
    const a = (await login()).data.token;
    const b = (await login()).data.token;
    const mismatch = await http.post(
      '/api/member/updatepws',
      { odlpassword: member.password, password: 'new password 1', confirmpassword: 'new password 2' },
      a,
    );
    expect(mismatch).toMatchObject({ status: 400, msg: 'The passwords entered twice are inconsistent' });
    const wrong = await http.post(
      '/api/member/updatepws',
      { odlpassword: 'not it', password: 'new password 1', confirmpassword: 'new password 1' },
      a,
    );
    expect(wrong).toMatchObject({ status: 400, msg: 'The current password is wrong' });
    const ok = await http.post(
      '/api/member/updatepws',
      { odlpassword: member.password, password: 'new password 1', confirmpassword: 'new password 1' },
      a,
    );
    expect(ok.status).toBe(200);
    expect((await http.get('/api/member/edit-account', a)).status).toBe(401);
    expect((await http.get('/api/member/edit-account', b)).status).toBe(401);
    expect((await login(member.email, 'new password 1')).status).toBe(200);
    member.password = 'new password 1';
  });

  it('resets a forgotten password through a single-use emailed key stored only as a hash', async () => {
    const unknown = await http.post('/api/member/forgotpassword', { email: 'nobody@example.com' });
    const known = await http.post('/api/member/forgotpassword', { email: member.email });
    expect(known).toMatchObject({ status: 200, msg: unknown.msg });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to.toLowerCase()).toBe('ada@example.com');
    const ckey = /reset-password\?ckey=([\w-]+)/.exec(mail.text)![1]!;
    const stored = await t.db.select().from(passwordResets);
    expect(stored.every((r) => r.keyHash !== ckey)).toBe(true);

    const mismatch = await http.post('/api/member/newpassword', {
      ckey,
      newpassword: 'reset password',
      confirmnewpassword: 'other password',
    });
    expect(mismatch.status).toBe(400);
    const reset = { ckey, newpassword: 'reset password', confirmnewpassword: 'reset password' };
    expect(await http.post('/api/member/newpassword', reset)).toMatchObject({
      status: 200,
      msg: 'Password reset, please log in',
    });
    expect(await http.post('/api/member/newpassword', reset)).toMatchObject({ status: 400, code: 400 });
    expect((await login(member.email, 'reset password')).status).toBe(200);
    member.password = 'reset password';
  });

  it('refuses an expired reset key', async () => {
    await http.post('/api/member/forgotpassword', { email: member.email });
    const ckey = /ckey=([\w-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await http.post('/api/member/newpassword', {
      ckey,
      newpassword: 'expired password',
      confirmnewpassword: 'expired password',
    });
    expect(res).toMatchObject({
      status: 400,
      msg: 'This reset link is invalid or has expired, please request a new one',
    });
  });

  it('rate-limits registrations per email', async () => {
    const again = { ...member, email: 'repeat@example.com' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await http.post('/api/token/register', again)).status);
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
  });
});
