import { type admin, CODE } from '@printshop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createStaffSession } from './sessions.ts';
import { staff } from './tables.ts';

/** Staff passwords guard refunds and every customer's data: longer than a shopper's minimum. */
export const STAFF_PASSWORD_MIN = 12;

export interface NewStaff {
  email: string;
  name: string;
  role: admin.StaffRole;
  password: string;
}

function findByEmail(db: Db, email: string) {
  return db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

/** A staff member of an active account with this password, and a new session for them. */
export async function staffLogin(
  db: Db,
  email: string,
  password: string,
): Promise<{ token: string; member: admin.StaffMember & { id: number } }> {
  const found = await findByEmail(db, email);
  const valid = await verifyPassword(found?.passwordHash, password);
  if (!found || !valid || !found.active) throw new HttpError(CODE.badRequest, 'invalidCredentials');
  return {
    token: await createStaffSession(db, found.id),
    member: { id: found.id, email: found.email, name: found.name, role: found.role },
  };
}

/** Adds a staff member; the email must be new (case-insensitively). */
export async function createStaff(db: Db, input: NewStaff): Promise<number> {
  if (input.password.length < STAFF_PASSWORD_MIN) {
    throw new HttpError(CODE.badRequest, 'staffPasswordShort', { min: STAFF_PASSWORD_MIN });
  }
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staff)
    .values({ email: input.email.trim(), name: input.name.trim(), role: input.role, passwordHash })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!row) throw new HttpError(CODE.conflict, 'staffEmailTaken');
  return row.id;
}

/** The staff accounts that still have one of `passwords` (demo passwords a real shop must change). */
export async function staffWithPasswords(db: Db, passwords: Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  for (const [email, password] of Object.entries(passwords)) {
    const member = await findByEmail(db, email);
    if (member?.active && (await verifyPassword(member.passwordHash, password))) found.push(member.email);
  }
  return found;
}

/**
 * Every staff member, active or not, by name: the few people who run a shop, so the back office
 * reads them whole to name who did what (audit log, order history) and to offer them as filters.
 */
export function staffDirectory(db: Db): Promise<admin.StaffSummary[]> {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .orderBy(asc(staff.name), asc(staff.id));
}
