import { admin, CODE, type Lang } from '@printshop/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/record.ts';
import { createStaffSession, endAllStaffSessions } from './sessions.ts';
import { staff } from './tables.ts';

/** Staff passwords guard refunds and every customer's data: longer than a shopper's minimum. */
const STAFF_PASSWORD_MIN = admin.STAFF_LIMITS.passwordMin;

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

/** The staff member of an email (any case), or null: whose device cookie a log-in may show. */
export async function staffIdByEmail(db: Db, email: string): Promise<number | null> {
  return (await findByEmail(db, email))?.id ?? null;
}

/**
 * A staff member of an active account with this password, and a new session for them. The
 * language they log in in is kept: their notice mails are written in it. A failure
 * is in the audit log with the email tried, why, and the staff member when the email is theirs,
 * for the owner; the answer never tells which
 * (docs/decisions/026-a-failed-login-never-tells-an-unknown-email-from-a-wrong-password.md).
 */
export async function staffLogin(
  db: Db,
  { email, password, ip, lang }: { email: string; password: string; ip: string; lang: Lang },
): Promise<{ token: string; member: admin.StaffMember & { id: number } }> {
  const found = await findByEmail(db, email);
  const valid = await verifyPassword(found?.passwordHash, password);
  const reason = !found ? 'unknownEmail' : !valid ? 'wrongPassword' : !found.active ? 'inactive' : null;
  if (!found || reason) {
    const staffId = found?.id ?? null;
    await recordAudit(db, {
      staffId,
      ip,
      action: 'staff.login.failed',
      entity: 'staff',
      entityId: staffId,
      after: { email, reason },
    });
    throw new HttpError(CODE.badRequest, 'invalidCredentials');
  }
  await db.update(staff).set({ lang }).where(eq(staff.id, found.id));
  return {
    token: await createStaffSession(db, found.id),
    member: { id: found.id, email: found.email, name: found.name, role: found.role },
  };
}

/** Adds a staff member; the email must be new (case-insensitively). */
function requireStaffPassword(password: string): void {
  if (password.length < STAFF_PASSWORD_MIN) {
    throw new HttpError(CODE.badRequest, 'staffPasswordShort', { min: STAFF_PASSWORD_MIN });
  }
}

export async function createStaff(db: Db, input: NewStaff): Promise<number> {
  requireStaffPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staff)
    .values({ email: input.email.trim(), name: input.name.trim(), role: input.role, passwordHash })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!row) throw new HttpError(CODE.conflict, 'staffEmailTaken');
  return row.id;
}

/**
 * A new password for a staff member, by email, for whoever runs the server (`npm run staff --
 * password`): the way back in for an owner who forgot theirs. Their sessions end; the audit log
 * records it with no staff member, from the command line. 404 for an unknown email.
 */
export async function resetStaffPassword(db: Database, email: string, password: string): Promise<void> {
  requireStaffPassword(password);
  const member = await findByEmail(db, email);
  if (!member) throw new HttpError(CODE.notFound, 'staffNotFound');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, member.id));
    await endAllStaffSessions(tx, member.id);
    await recordAudit(tx, {
      staffId: null,
      ip: 'command line',
      action: 'staff.password',
      entity: 'staff',
      entityId: member.id,
      after: { passwordChanged: true },
    });
  });
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
  return staffSummaries(db);
}

/**
 * The name of the staff member of `staffId` as SQL, to name who did what in the query that reads
 * it: "#id" for an id no staff member has, null for no id (the customer did it).
 */
export function staffNameOf<C extends AnyPgColumn>(
  staffId: C,
): SQL<C['_']['notNull'] extends true ? string : string | null> {
  return sql`coalesce((select ${staff.name} from ${staff} where ${eq(staff.id, staffId)}), '#' || ${staffId})`;
}

/** The active staff whose role has `permission`, by name: those a task needing it can be given to. */
export function activeStaffWith(db: Db, permission: admin.Permission): Promise<admin.StaffSummary[]> {
  const roles = admin.STAFF_ROLES.filter((role) => admin.can(role, permission));
  return staffSummaries(db, and(eq(staff.active, true), inArray(staff.role, roles)));
}

function staffSummaries(db: Db, where?: SQL): Promise<admin.StaffSummary[]> {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(where)
    .orderBy(asc(staff.name), asc(staff.id));
}
