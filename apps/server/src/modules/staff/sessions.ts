import { randomBytes } from 'node:crypto';
import type { admin } from '@printshop/contract';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hashSecret } from '../identity/sessions.ts';
import { staff, staffSessions } from './tables.ts';

/** A staff session ends after this long without use. */
export const STAFF_IDLE_HOURS = 12;
/** Use is recorded at most this often, so reading pages does not write on every call. */
const TOUCH_EVERY_SECONDS = 60;

const idleLimit = sql`now() - make_interval(hours => ${STAFF_IDLE_HOURS})`;

export interface StaffSession {
  staffId: number;
  email: string;
  name: string;
  role: admin.StaffRole;
}

/** A new session for an active staff member; the cookie carries the secret, the table its hash. */
export async function createStaffSession(db: Db, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ staffId, tokenHash: hashSecret(token) });
  return token;
}

/**
 * The staff member of a cookie, when the session has been used in the last 12 hours and the
 * member is still active; the session's last use moves on (at most once a minute).
 */
export async function staffForToken(db: Db, token: string): Promise<StaffSession | null> {
  const tokenHash = hashSecret(token);
  const [row] = await db
    .select({ staffId: staff.id, email: staff.email, name: staff.name, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.lastUsedAt, idleLimit),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  await db
    .update(staffSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        lt(staffSessions.lastUsedAt, sql`now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`),
      ),
    );
  return row;
}

export async function endStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSecret(token)));
}

/**
 * Every session of a staff member ends (deactivation, a new password), but the one of `keepToken`:
 * someone changing their own password stays logged in where they did it.
 */
export async function endAllStaffSessions(db: Db, staffId: number, keepToken?: string): Promise<void> {
  const kept = keepToken ? ne(staffSessions.tokenHash, hashSecret(keepToken)) : undefined;
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), kept));
}

/** Deletes the sessions idle for longer than a session lasts (the prune job); returns how many. */
export async function pruneIdleStaffSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(lt(staffSessions.lastUsedAt, idleLimit))
    .returning({ id: staffSessions.id });
  return gone.length;
}
