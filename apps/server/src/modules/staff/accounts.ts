import { type admin, CODE, type InputOf } from '@printshop/contract';
import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/record.ts';
import { auditLog } from '../audit/tables.ts';
import { createStaff, type NewStaff } from './service.ts';
import { endAllStaffSessions } from './sessions.ts';
import { staff } from './tables.ts';

/** The owner making a change, from where (the audit log keeps both), and their session. */
export interface StaffEditor {
  staffId: number;
  ip: string;
  /** Their own session's cookie, which changing their own password leaves open. */
  sessionToken?: string;
}

type StaffChanges = Omit<InputOf<typeof admin.adminStaffUpdate>, 'id'>;

function accounts(db: Db) {
  // Log-ins are a few a day per person: grouping them all is cheaper than it sounds.
  const logins = db
    .select({ staffId: auditLog.staffId, at: max(auditLog.createdAt).as('last_login') })
    .from(auditLog)
    .where(eq(auditLog.action, 'staff.login'))
    .groupBy(auditLog.staffId)
    .as('logins');
  return db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      active: staff.active,
      createdAt: staff.createdAt,
      lastLogin: logins.at,
    })
    .from(staff)
    .leftJoin(logins, eq(logins.staffId, staff.id));
}

function toAccount(row: Awaited<ReturnType<typeof accounts>>[number]): admin.StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    createTime: row.createdAt.toISOString(),
    lastLoginTime: row.lastLogin?.toISOString() ?? null,
  };
}

/** Every staff account, active ones first, by name, with their last log-in. */
export async function staffAccounts(db: Db): Promise<admin.StaffAccount[]> {
  const rows = await accounts(db).orderBy(desc(staff.active), asc(staff.name), asc(staff.id));
  return rows.map(toAccount);
}

async function staffAccount(db: Db, id: number): Promise<admin.StaffAccount> {
  const [row] = await accounts(db).where(eq(staff.id, id));
  if (!row) throw new HttpError(CODE.notFound, 'staffNotFound');
  return toAccount(row);
}

/** What the audit log keeps of an account: never its password. */
const audited = ({ email, name, role, active }: admin.StaffAccount) => ({ email, name, role, active });

function auditAccount(
  db: Db,
  editor: StaffEditor,
  id: number,
  change: { action: 'staff.create' | 'staff.update'; before?: unknown; after: unknown },
): Promise<void> {
  return recordAudit(db, {
    staffId: editor.staffId,
    ip: editor.ip,
    entity: 'staff',
    entityId: id,
    ...change,
  });
}

/** Adds a staff member (409 for an email already taken), with its audit row. */
export function addStaffAccount(
  db: Database,
  input: NewStaff,
  editor: StaffEditor,
): Promise<admin.StaffAccount> {
  return db.transaction(async (tx) => {
    const id = await createStaff(tx, input);
    const account = await staffAccount(tx, id);
    await auditAccount(tx, editor, id, { action: 'staff.create', after: audited(account) });
    return account;
  });
}

const activeOwner = and(eq(staff.role, 'owner'), eq(staff.active, true));

/**
 * Locks the active owners' rows, always in the same order, before any change of an account:
 * two changes queue here, and the second counts the owners the first left
 * (docs/decisions/077-the-last-active-owner-is-kept-by-locking-the-owners-rows.md).
 */
async function lockOwners(tx: Db): Promise<void> {
  await tx.select({ id: staff.id }).from(staff).where(activeOwner).orderBy(asc(staff.id)).for('update');
}

/** 409 once the shop has no active owner left: the transaction then changes nothing. */
async function requireAnOwner(tx: Db): Promise<void> {
  const [owners] = await tx.select({ n: count() }).from(staff).where(activeOwner);
  if (!owners?.n) throw new HttpError(CODE.conflict, 'staffLastOwner');
}

/**
 * Changes a staff account. Nobody changes their own role or deactivates themselves, and the last
 * active owner stays one even when two owners take each other's rights at the same moment.
 * Deactivating or a new password ends the member's sessions at once (but the one making the
 * change); the audit row records that the password changed, never the password.
 */
export function updateStaffAccount(
  db: Database,
  id: number,
  changes: StaffChanges,
  editor: StaffEditor,
): Promise<admin.StaffAccount> {
  if (Object.values(changes).every((value) => value === undefined)) {
    throw new HttpError(CODE.badRequest, 'staffNothingToChange');
  }
  return db.transaction(async (tx) => {
    await lockOwners(tx);
    const [locked] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
    if (!locked) throw new HttpError(CODE.notFound, 'staffNotFound');
    const before = await staffAccount(tx, id);
    const own = id === editor.staffId;
    if (own && ((changes.role && changes.role !== before.role) || changes.active === false)) {
      throw new HttpError(CODE.conflict, 'staffSelfLockout');
    }
    const { password, ...fields } = changes;
    await tx
      .update(staff)
      .set({ ...fields, ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }) })
      .where(eq(staff.id, id));
    await requireAnOwner(tx);
    if (changes.active === false || password !== undefined) {
      await endAllStaffSessions(tx, id, own ? editor.sessionToken : undefined);
    }
    const after = await staffAccount(tx, id);
    await auditAccount(tx, editor, id, {
      action: 'staff.update',
      before: audited(before),
      after: { ...audited(after), ...(password === undefined ? {} : { passwordChanged: true }) },
    });
    return after;
  });
}
