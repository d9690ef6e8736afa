import { api } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { rateLimits } from '../ratelimit/tables.ts';

const member = {
  email: 'recover@example.com',
  password: 'first password',
  mobile: '5551234',
  firstname: 'Rae',
  lastname: 'Cover',
};

/** Headers a sender may forge; behind a trusted proxy they name the host the shopper typed. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function shop(env: NodeJS.ProcessEnv) {
  const mailer = new MemoryMailer();
  // TRUST_PROXY: even a shop that believes its proxy's headers ignores them for links.
  const t = await createTestApp({ mailer, env: { TRUST_PROXY: 'true', ...env } });
  await call(t.app, api.register, member);
  const forgot = async () => {
    const res = await call(t.app, api.forgotPassword, { email: member.email }, { headers: FORGED });
    expect(res.status).toBe(200);
    return new URL(/https?:\/\/\S+/.exec(mailer.sent.at(-1)!.text)![0]);
  };
  return { t, forgot };
}

describe('account recovery', () => {
  let plain: Awaited<ReturnType<typeof shop>>;
  let configured: Awaited<ReturnType<typeof shop>>;

  beforeAll(async () => {
    [plain, configured] = await Promise.all([shop({}), shop({ PUBLIC_URL: 'https://shop.example/' })]);
  });
  afterAll(() => Promise.all([plain.t.close(), configured.t.close()]));

  it('builds the reset link from PUBLIC_URL, never from the Host or X-Forwarded-Host header', async () => {
    const link = await configured.forgot();
    expect(link.origin).toBe('https://shop.example');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('ckey')).toMatch(/^[\w-]{43}$/);
  });

  it('without PUBLIC_URL, points the link at the shop on localhost and its own port', async () => {
    const link = await plain.forgot();
    expect(link.origin).toBe('http://localhost:3000');
    expect(plain.t.app.config.publicUrl).toBe('http://localhost:3000');
  });

  it('keeps only the newest reset key: a newer mail voids the older links', async () => {
    const { t, forgot } = plain;
    await t.db.delete(rateLimits);
    const older = (await forgot()).searchParams.get('ckey')!;
    const newer = (await forgot()).searchParams.get('ckey')!;
    const reset = (ckey: string, password: string, lang?: string) =>
      call(t.app, api.newPassword, { ckey, newpassword: password, confirmnewpassword: password }, { lang });

    expect(await reset(older, 'older password', 'zh')).toMatchObject({
      status: 400,
      msg: '重置链接无效或已过期，请重新申请',
    });
    expect((await call(t.app, api.login, { email: member.email, password: 'older password' })).status).toBe(
      400,
    );
    expect((await reset(newer, 'newer password')).status).toBe(200);
    expect((await call(t.app, api.login, { email: member.email, password: 'newer password' })).status).toBe(
      200,
    );
  });

  it('voids every reset key still unused once a new password is set, by reset or by change', async () => {
    const { t, forgot } = configured;
    // Three mails follow; the earlier tests' count against the hourly limit per email.
    await t.db.delete(rateLimits);
    const older = (await forgot()).searchParams.get('ckey')!;
    const newer = (await forgot()).searchParams.get('ckey')!;
    const reset = (ckey: string, password: string) =>
      call(t.app, api.newPassword, { ckey, newpassword: password, confirmnewpassword: password });

    expect((await reset(newer, 'second password')).status).toBe(200);
    expect(await reset(older, 'attacker password')).toMatchObject({
      status: 400,
      msg: 'This reset link is invalid or has expired, please request a new one',
    });

    const beforeChange = (await forgot()).searchParams.get('ckey')!;
    const { data } = await call(t.app, api.login, { email: member.email, password: 'second password' });
    const change = await call(
      t.app,
      api.updatePassword,
      { odlpassword: 'second password', password: 'third password', confirmpassword: 'third password' },
      { token: data.token },
    );
    expect(change.status).toBe(200);
    expect((await reset(beforeChange, 'attacker password')).status).toBe(400);
    expect((await call(t.app, api.login, { email: member.email, password: 'third password' })).status).toBe(
      200,
    );
  });
});
