import { admin } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newStaff, TEST_ORIGIN, type TestStaff } from '../../test/staff.ts';

const PASSWORD = 'staff-password-1';

/** A stranger's guesses keep no staff member out of a browser they logged in from (decision 089). */
describe('staff log-in from a trusted browser', () => {
  let t: TestApp;
  let owner: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await newStaff(t.db, 'owner');
  });
  afterAll(() => t.close());

  async function logIn(password: string, ip: string, device?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: admin.adminLogin.path,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      cookies: device ? { staff_device: device } : {},
      payload: JSON.stringify({ email: owner.email, password }),
    });
    return { status: res.statusCode, device: res.cookies.find((c) => c.name === 'staff_device') };
  }

  it('lets the owner in past 12 guesses from 12 addresses; a browser without the cookie waits', async () => {
    const first = await logIn(PASSWORD, '10.8.0.1');
    expect(first.device).toMatchObject({ path: admin.adminLogin.path, httpOnly: true, sameSite: 'Lax' });
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++) guesses.push((await logIn('wrong-password-1', `10.8.1.${i}`)).status);
    expect(guesses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);

    expect((await logIn(PASSWORD, '10.8.0.2', first.device!.value)).status).toBe(200);
    expect((await logIn(PASSWORD, '10.8.0.2')).status).toBe(429);
  });
});
