import { admin, ENDPOINTS, type Endpoint } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { requestFor } from '../test/http.ts';
import { newMember, type TestMember } from '../test/shop.ts';
import { staffOfEveryRole, TEST_ORIGIN, type TestStaff } from '../test/staff.ts';

/** Every back-office call of the contract, with the permission it needs. */
const STAFF_CALLS = ENDPOINTS.filter(
  (endpoint): endpoint is Endpoint & { staff: admin.Permission | 'session' } => endpoint.staff !== undefined,
);

/**
 * Who may reach a back-office call is decided before its input is read (http/route.ts), so every
 * call, those still to come included, is checked here with a path of ids and no input: no staff
 * session and a customer's token are 401, a role without the call's permission is 403.
 */
describe('every back-office call', () => {
  let t: TestApp;
  let member: TestMember;
  let staff: Record<admin.StaffRole, TestStaff>;

  beforeAll(async () => {
    t = await createTestApp();
    [member, staff] = await Promise.all([newMember(t.db), staffOfEveryRole(t.db)]);
  });
  afterAll(() => t.close());

  const send = (endpoint: Endpoint, headers: Record<string, string>) => {
    const request = requestFor(endpoint, { id: 1, itemId: 1 });
    return t.app.inject({ ...request, headers: { ...request.headers, origin: TEST_ORIGIN, ...headers } });
  };

  it.each(STAFF_CALLS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 401 without a staff session and with a customer token, 403 to a role without its permission',
    async (_, endpoint) => {
      expect((await send(endpoint, {})).statusCode).toBe(401);
      expect((await send(endpoint, { token: member.token })).statusCode).toBe(401);
      const { staff: needs } = endpoint;
      for (const role of admin.STAFF_ROLES) {
        if (needs === 'session' || admin.can(role, needs)) continue;
        expect((await send(endpoint, staff[role].headers)).statusCode, role).toBe(403);
      }
    },
  );
});
