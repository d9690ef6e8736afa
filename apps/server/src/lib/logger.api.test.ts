import { api } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../test/app.ts';
import { call, requestFor } from '../test/http.ts';
import { LogCapture } from '../test/log.ts';

const PASSWORD = 'secret-password-1';
const CKEY = 'secret-reset-key-2';
const TOKEN = 'secret-session-token-3';
const SQL_VALUE = 'secret-sql-value-4';

/** What the running shop writes to its log, read back while secrets pass through it. */
describe('secrets in the log', () => {
  let t: TestApp;
  const log = new LogCapture();
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    t = await createTestApp({
      log,
      mailer,
      extend: (app) => {
        app.post('/api/test/failing-query', async () => {
          await app.db.execute(sql`select ${SQL_VALUE}::int`);
        });
      },
    });
  });
  afterAll(() => t.close());

  it('never writes passwords, reset keys, tokens or a failed statement values', async () => {
    const member = { email: 'logged@example.com', mobile: '1', firstname: 'L', lastname: 'G' };
    await call(t.app, api.register, { ...member, password: PASSWORD });
    expect((await call(t.app, api.login, { email: member.email, password: `${PASSWORD}x` })).status).toBe(
      400,
    );
    const { data } = await call(t.app, api.login, { email: member.email, password: PASSWORD });
    await call(
      t.app,
      api.updatePassword,
      { odlpassword: PASSWORD, password: `${PASSWORD}y`, confirmpassword: `${PASSWORD}y` },
      { token: data.token },
    );
    await call(t.app, api.forgotPassword, { email: member.email });
    const mailedKey = /ckey=([\w-]+)/.exec(mailer.sent[0]!.text)![1]!;

    await t.app.inject({ method: 'GET', url: `/reset-password?ckey=${CKEY}&lang=en` });
    await t.app.inject({ method: 'GET', url: `/reset-password?ckey=${mailedKey}` });
    const reset = requestFor(api.newPassword, {
      ckey: mailedKey,
      newpassword: `${PASSWORD}z`,
      confirmnewpassword: `${PASSWORD}z`,
    });
    await t.app.inject({ ...reset, url: `${reset.url}?ckey=${CKEY}` });
    await t.app.inject({
      method: 'GET',
      url: `/api/member/edit-account?token=${TOKEN}`,
      headers: { token: TOKEN, authorization: `Bearer ${TOKEN}`, cookie: `token=${TOKEN}` },
    });
    const failed = await t.app.inject({ method: 'POST', url: '/api/test/failing-query' });
    expect(failed.statusCode).toBe(500);

    const text = log.text;
    // The log did see these requests and the failure...
    expect(text).toContain('"url":"/reset-password?ckey=[Redacted]&lang=en"');
    expect(text).toContain('"url":"/api/member/newpassword?ckey=[Redacted]"');
    expect(text).toContain('"url":"/api/member/edit-account?token=[Redacted]"');
    const entries = log.lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    expect(entries.find((entry) => entry.msg === 'request failed')?.err?.message).toMatch(
      /^Failed query: select \$1::int: invalid input syntax for type integer/,
    );
    // ...but none of their secrets.
    for (const secret of [PASSWORD, CKEY, TOKEN, SQL_VALUE, mailedKey, data.token]) {
      expect(text).not.toContain(secret);
    }
  });
});
