import { CODE } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/record.ts';
import { hit, refund } from '../ratelimit/service.ts';
import type { StaffEditor } from './accounts.ts';
import { endAllStaffSessions } from './sessions.ts';
import { staff } from './tables.ts';

/** Guessing the current password from an open session is slowed as guessing it at the log-in is. */
const guessLimits = (staffId: number) => [
  { key: `staff-password:${staffId}`, max: 5, windowSeconds: 15 * 60 },
];

/**
 * A staff member changes their own password, proving they know the current one: a session left
 * open on a shared computer is not enough to take the account over. Their other sessions end;
 * the one they did it in stays. The audit log records that the password changed, never what to.
 */
export async function changeOwnPassword(
  db: Database,
  me: Required<StaffEditor>,
  passwords: { current: string; password: string },
): Promise<void> {
  const limits = guessLimits(me.staffId);
  await hit(db, limits);
  const [account] = await db
    .select({ passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.id, me.staffId));
  if (!(await verifyPassword(account?.passwordHash, passwords.current))) {
    throw new HttpError(CODE.badRequest, 'staffCurrentPasswordWrong');
  }
  await refund(db, limits);
  const passwordHash = await hashPassword(passwords.password);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, me.staffId));
    await endAllStaffSessions(tx, me.staffId, me.sessionToken);
    await recordAudit(tx, {
      staffId: me.staffId,
      ip: me.ip,
      action: 'staff.password',
      entity: 'staff',
      entityId: me.staffId,
      after: { passwordChanged: true },
    });
  });
}
