import { api } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, envelope, requestFor } from '../../test/http.ts';
import { rateLimits } from '../ratelimit/tables.ts';

const owner = {
  email: 'owner@example.com',
  password: 'the right one',
  mobile: '5551234',
  firstname: 'Owen',
  lastname: 'Er',
};

describe('login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await call(t.app, api.register, owner);
  });
  beforeEach(() => t.db.delete(rateLimits));
  afterAll(() => t.close());

  const login = (ip: string, email: string, password: string) =>
    call(t.app, api.login, { email, password }, { ip });

  /** A log-in from a browser that shows `device` (its device cookie), and the cookie it is given. */
  async function loginWith(device: string | undefined, ip: string, email: string, password: string) {
    const res = await t.app.inject({
      ...requestFor(api.login, { email, password }),
      remoteAddress: ip,
      cookies: device ? { member_device: device } : {},
    });
    const given = res.cookies.find((cookie) => cookie.name === 'member_device');
    return { status: res.statusCode, msg: envelope(res).msg, retryAfter: res.headers['retry-after'], given };
  }

  /** 12 wrong guesses for the owner's email from 12 addresses. */
  async function strangerGuesses() {
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++) guesses.push((await login(`198.51.100.${i}`, owner.email, 'guess')).status);
    expect(guesses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
  }

  it('never counts a successful login', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await login('192.0.2.1', owner.email, owner.password)).status).toBe(200);
    }
  });

  it("lets a stranger's wrong guesses keep the owner out for a minute at most", async () => {
    const guesses: number[] = [];
    for (let i = 0; i < 7; i++) guesses.push((await login('192.0.2.66', owner.email, 'guess')).status);
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429, 429]);

    // Guessing on keeps the account waiting, its owner included, until the window ends...
    expect(await login('192.0.2.2', owner.email, owner.password)).toMatchObject({ status: 429, code: 429 });
    const [window] = await t.db
      .select({ seconds: sql<number>`extract(epoch from ${rateLimits.resetAt} - now())` })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:email:${owner.email}`));
    expect(Number(window!.seconds)).toBeLessThanOrEqual(60);

    // ...which passes a minute after the first failure, and the right password works again.
    await t.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await login('192.0.2.2', owner.email, owner.password)).status).toBe(200);
  });

  it("lets the owner's browser in past a stranger's guesses, and slows every other browser", async () => {
    const first = await loginWith(undefined, '192.0.2.3', owner.email, owner.password);
    expect(first.given).toMatchObject({ path: api.login.path, httpOnly: true, sameSite: 'Lax' });
    expect(first.given!.maxAge).toBeGreaterThan(300 * 86_400);
    await strangerGuesses();

    const trusted = await loginWith(first.given!.value, '192.0.2.4', owner.email, owner.password);
    expect(trusted).toMatchObject({ status: 200, given: { name: 'member_device' } });
    expect(trusted.given!.value).not.toBe(first.given!.value);

    const unknown = await loginWith(undefined, '192.0.2.4', owner.email, owner.password);
    expect(unknown).toMatchObject({
      status: 429,
      msg: 'Too many attempts, please try again in 1 min',
    });
    expect(Number(unknown.retryAfter)).toBeGreaterThan(0);
    expect(Number(unknown.retryAfter)).toBeLessThanOrEqual(60);
  });

  it('does not let a device cookie of another account help', async () => {
    const other = { ...owner, email: 'other@example.com' };
    await call(t.app, api.register, other);
    const theirs = await loginWith(undefined, '192.0.2.5', other.email, other.password);
    await strangerGuesses();
    const stolen = await loginWith(theirs.given!.value, '192.0.2.5', owner.email, owner.password);
    expect(stolen.status).toBe(429);
  });

  it("counts a trusted browser's own failures against its cookie: 10 a quarter hour", async () => {
    const { given } = await loginWith(undefined, '192.0.2.6', owner.email, owner.password);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await loginWith(given!.value, `203.0.113.${i}`, owner.email, 'typo')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect((await loginWith(given!.value, '192.0.2.6', owner.email, owner.password)).status).toBe(429);
  });

  it('still stops one address that keeps failing, across many emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login('192.0.2.99', `guess${i}@example.com`, 'guess')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await login('192.0.2.99', owner.email, owner.password)).status).toBe(429);
  });
});
