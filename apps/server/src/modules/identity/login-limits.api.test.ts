import { api } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
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
