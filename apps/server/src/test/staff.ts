import type { admin } from '@printshop/contract';
import type { Database } from '../db/client.ts';
import { createStaff } from '../modules/staff/service.ts';
import { createStaffSession } from '../modules/staff/sessions.ts';
import { STAFF_COOKIE } from '../plugins/staff-auth.ts';

/** The test app's own origin (PUBLIC_URL unset): admin writes must come from it. */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestStaff {
  id: number;
  email: string;
  role: admin.StaffRole;
  /** The headers a logged-in browser sends to /api/admin: the session cookie and the origin. */
  headers: Record<string, string>;
}

/** The password of every staff member newStaff makes. */
export const STAFF_PASSWORD = 'staff-password-1';

let made = 0;

/**
 * A staff member with a session, written straight to the database as a seed would; their writes
 * come from `origin`, the app's public origin.
 */
export async function newStaff(
  db: Database,
  role: admin.StaffRole,
  origin: string = TEST_ORIGIN,
): Promise<TestStaff> {
  made += 1;
  const email = `${role}-${made}-${Date.now()}@staff.test`;
  const id = await createStaff(db, { email, name: `${role} ${made}`, role, password: STAFF_PASSWORD });
  const token = await createStaffSession(db, id);
  return { id, email, role, headers: { cookie: `${STAFF_COOKIE}=${token}`, origin } };
}

/** One staff member of each role, each with a session. */
export async function staffOfEveryRole(db: Database): Promise<Record<admin.StaffRole, TestStaff>> {
  const [owner, production, support] = await Promise.all([
    newStaff(db, 'owner'),
    newStaff(db, 'production'),
    newStaff(db, 'support'),
  ]);
  return { owner, production, support };
}
