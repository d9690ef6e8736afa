import { api } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { type CallInput, type CallOptions, call, callUnchecked } from '../../test/http.ts';
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
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    t = await createTestApp({ mailer });
  });
  afterAll(() => t.close());

  const login = (email = member.email, password = member.password) =>
    call(t.app, api.login, { email, password });
  const register = (input: CallInput<typeof api.register>, options?: CallOptions) =>
    call(t.app, api.register, input, options);
  const account = (token: string) => call(t.app, api.editAccount, {}, { token });
  const changePassword = (token: string, input: CallInput<typeof api.updatePassword>) =>
    call(t.app, api.updatePassword, input, { token });
  const forgot = (email: string) => call(t.app, api.forgotPassword, { email });
  const newPassword = (input: CallInput<typeof api.newPassword>) => call(t.app, api.newPassword, input);

  it('registers a member once per email, case-insensitively, and hashes the password with argon2id', async () => {
    const first = await register(member);
    expect(first).toMatchObject({ status: 200, code: 200, msg: 'Registration successful, please log in' });
    const again = await register({ ...member, email: 'ada@EXAMPLE.com' });
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
      expect(await register(bad)).toMatchObject({ status: 400, msg });
    }
    const zh = { lang: 'zh' };
    // docs/product.md#validation's order: first name, last name, mobile, email, password.
    expect(await callUnchecked(t.app, api.register, { email: 'e@example.com' }, zh)).toMatchObject({
      status: 400,
      msg: '请输入您的名字',
    });
    expect(await register({ ...member, lastname: ' ' }, zh)).toMatchObject({
      msg: '请输入您的姓氏。',
    });
    expect((await register({ ...member, email: 'x@example.com', password: 'short' }, zh)).msg).toBe(
      '密码至少需要 8 个字符',
    );
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
    const detail = await account(data.token);
    expect(detail.data.memberDtlItem).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      nickname: 'Ada',
    });
    const updateAccount = (input: CallInput<typeof api.updateAccount>) =>
      call(t.app, api.updateAccount, input, { token: data.token });
    const update = await updateAccount({ firstname: 'Augusta', lastname: 'King', nickname: 'Countess' });
    expect(update).toMatchObject({ status: 200, msg: 'Your account details were saved' });
    expect((await updateAccount({ firstname: 'x', lastname: '', nickname: 'y' })).status).toBe(400);
    expect((await account(data.token)).data.memberDtlItem.nickname).toBe('Countess');

    expect((await call(t.app, api.logout, {}, { token: data.token })).status).toBe(200);
    const gone = await account(data.token);
    expect(gone).toMatchObject({ status: 401, code: 401 });
  });

  it('changes the password only with the right current one, and then ends every session', async () => {
    const a = (await login()).data.token;
    const b = (await login()).data.token;
    const mismatch = await changePassword(a, {
      odlpassword: member.password,
      password: 'new password 1',
      confirmpassword: 'new password 2',
    });
    expect(mismatch).toMatchObject({ status: 400, msg: 'The passwords entered twice are inconsistent' });
    const wrong = await changePassword(a, {
      odlpassword: 'not it',
      password: 'new password 1',
      confirmpassword: 'new password 1',
    });
    expect(wrong).toMatchObject({ status: 400, msg: 'The current password is wrong' });
    const ok = await changePassword(a, {
      odlpassword: member.password,
      password: 'new password 1',
      confirmpassword: 'new password 1',
    });
    expect(ok.status).toBe(200);
    expect((await account(a)).status).toBe(401);
    expect((await account(b)).status).toBe(401);
    expect((await login(member.email, 'new password 1')).status).toBe(200);
    member.password = 'new password 1';
  });

  it('resets a forgotten password through a single-use emailed key stored only as a hash', async () => {
    const unknown = await forgot('nobody@example.com');
    const known = await forgot(member.email);
    expect(known).toMatchObject({ status: 200, msg: unknown.msg });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to.toLowerCase()).toBe('ada@example.com');
    const ckey = /reset-password\?ckey=([\w-]+)/.exec(mail.text)![1]!;
    const stored = await t.db.select().from(passwordResets);
    expect(stored.every((r) => r.keyHash !== ckey)).toBe(true);

    const mismatch = await newPassword({
      ckey,
      newpassword: 'reset password',
      confirmnewpassword: 'other password',
    });
    expect(mismatch.status).toBe(400);
    const reset = { ckey, newpassword: 'reset password', confirmnewpassword: 'reset password' };
    expect(await newPassword(reset)).toMatchObject({
      status: 200,
      msg: 'Password reset, please log in',
    });
    expect(await newPassword(reset)).toMatchObject({ status: 400, code: 400 });
    expect((await login(member.email, 'reset password')).status).toBe(200);
    member.password = 'reset password';
  });

  it('refuses an expired reset key', async () => {
    await forgot(member.email);
    const ckey = /ckey=([\w-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await newPassword({
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
    for (let i = 0; i < 6; i++) statuses.push((await register(again)).status);
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
  });
});
