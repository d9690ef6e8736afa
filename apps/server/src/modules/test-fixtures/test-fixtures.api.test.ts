import { admin, api, FIXTURE_PATH, type FixtureKind, type Fixtures } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { useOwnDataDir } from '../../test/uploads.ts';

const DEMO_OWNER = 'owner@inkfold.example';

/** POST /__test__/fixtures/<kind> with a JSON body. */
function post(t: TestApp, kind: string, body: unknown) {
  return t.app.inject({ method: 'POST', url: `${FIXTURE_PATH}/${kind}`, payload: body as object });
}

async function made<K extends FixtureKind>(t: TestApp, kind: K, body: unknown): Promise<Fixtures[K]> {
  const res = await post(t, kind, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Fixtures[K];
}

describe('the browser tests’ fixture route', () => {
  it('is not there without E2E_FIXTURES=1', async () => {
    const t = await createTestApp({ env: { E2E_FIXTURES: 'true' } });
    try {
      for (const kind of ['member', 'staff', 'order', 'design']) {
        expect((await post(t, kind, {})).statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  describe('with E2E_FIXTURES=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      useOwnDataDir();
      t = await createTestApp({ env: { E2E_FIXTURES: '1' } });
    });
    afterAll(() => t.close());

    it('makes a member whose token opens their account and whose password logs in', async () => {
      const member = await made(t, 'member', { name: 'Robin' });
      expect(member.nickname).toBe('Robin');
      const account = await call(t.app, api.editAccount, {}, { token: member.token });
      expect(account.data.memberDtlItem).toMatchObject({ email: member.email, firstname: 'Robin' });
      const login = await call(t.app, api.login, { email: member.email, password: member.password });
      expect(login.status).toBe(200);
    });

    it('opens a session for a staff member, in the cookies a log-in sets', async () => {
      const staff = await made(t, 'staff', { email: DEMO_OWNER });
      expect(staff).toMatchObject({ email: DEMO_OWNER, role: 'owner' });
      expect(staff.cookies.map(({ name, path }) => [name, path])).toEqual([
        ['staff_session', '/api/admin'],
        ['staff_pages', '/admin'],
      ]);
      const session = staff.cookies.find((cookie) => cookie.name === 'staff_session')!;
      const me = await call(
        t.app,
        admin.adminMe,
        {},
        { headers: { cookie: `staff_session=${session.value}` } },
      );
      expect(me.data.email).toBe(DEMO_OWNER);
    });

    it('places the member’s order unpaid, paid, or with its item moved along the line', async () => {
      const member = await made(t, 'member', { name: 'Robin' });
      const stateOf = async (state: string) => {
        const order = await made(t, 'order', { token: member.token, state });
        const detail = await call(
          t.app,
          api.getOrderDetail,
          { orderId: order.orderId },
          { token: member.token },
        );
        expect(detail.data.dtl.id).toBe(order.itemId);
        return [detail.data.orderMain.paymentStatus, detail.data.dtl.state];
      };
      expect(await stateOf('unpaid')).toEqual(['pending', 'awaiting_review']);
      expect(await stateOf('paid')).toEqual(['paid', 'awaiting_review']);
      expect(await stateOf('delivered')).toEqual(['paid', 'delivered']);
      const hangTag = await made(t, 'order', { token: member.token, state: 'paid', productNo: 'HT-1001' });
      const detail = await call(
        t.app,
        api.getOrderDetail,
        { orderId: hangTag.orderId },
        { token: member.token },
      );
      expect(detail.data.dtl.productNo).toBe('HT-1001');
    });

    it('stores a design that is served and can be put in a cart', async () => {
      const { url } = await made(t, 'design', {});
      const served = await t.app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    });

    it('makes a failed mail, which the owners’ list shows', async () => {
      const error = 'Invalid login: 535 Authentication failed';
      const { id } = await made(t, 'failedMail', { to: 'ada@example.com', subject: 'Your proof', error });
      const owner = await made(t, 'staff', { email: DEMO_OWNER });
      const session = owner.cookies.find((cookie) => cookie.name === 'staff_session')!;
      const failed = await call(
        t.app,
        admin.adminFailedMailList,
        {},
        { headers: { cookie: `staff_session=${session.value}` } },
      );
      expect(failed.data.list).toEqual([
        expect.objectContaining({ id, to: 'ada@example.com', subject: 'Your proof', attempts: 1, error }),
      ]);
    });

    it('refuses an unknown kind, a bad input and what names nothing there is, with 400', async () => {
      const member = await made(t, 'member', { name: 'Robin' });
      for (const [kind, body] of [
        ['coupon', {}],
        ['member', {}],
        ['member', { name: 'Robin', admin: true }],
        ['staff', { email: 'nobody@inkfold.example' }],
        ['order', { token: member.token, state: 'proof_sent' }],
        ['order', { token: 'not-a-session', state: 'paid' }],
        ['order', { token: member.token, state: 'paid', productNo: 'NO-SUCH' }],
        ['design', { size: 10 }],
        ['failedMail', { to: 'not an address', subject: 'Your proof', error: 'Refused' }],
      ] as const) {
        const res = await post(t, kind, body);
        expect([kind, res.statusCode]).toEqual([kind, 400]);
        expect(res.json()).toHaveProperty('error');
      }
    });
  });
});
