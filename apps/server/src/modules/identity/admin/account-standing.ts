import { CODE } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { members, sessions } from '../tables.ts';
import type { CustomerEditor } from './customer-notes.ts';

/** An account as the switch leaves it. */
interface AccountStanding {
  id: number;
  email: string;
  disabledTime: string | null;
}

/**
 * Disables an account or enables it again, with its audit row, in one transaction with the
 * member's row locked. Disabling ends every session of the member at once (their token answers
 * 401 from the next call) and keeps them from logging in or resetting their password
 * (identity/service.ts). No storefront cache holds a member's data, so nothing is announced to
 * the other processes. 404 for an unknown id; 409 when the account already stands so.
 */
export function setAccountDisabled(
  db: Database,
  memberId: number,
  disable: boolean,
  editor: Omit<CustomerEditor, 'name'>,
): Promise<AccountStanding> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ email: members.email, disabledAt: members.disabledAt })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!member) throw new HttpError(CODE.notFound, 'customerNotFound');
    if ((member.disabledAt !== null) === disable) {
      throw new HttpError(CODE.conflict, disable ? 'customerAlreadyDisabled' : 'customerNotDisabled');
    }
    const [updated] = await tx
      .update(members)
      .set({ disabledAt: disable ? sql`now()` : null })
      .where(eq(members.id, memberId))
      .returning({ disabledAt: members.disabledAt });
    const ended = disable
      ? await tx.delete(sessions).where(eq(sessions.memberId, memberId)).returning({ id: sessions.id })
      : [];
    const disabledTime = updated!.disabledAt?.toISOString() ?? null;
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: disable ? 'customer.disable' : 'customer.enable',
      entity: 'customer',
      entityId: memberId,
      before: { email: member.email, disabledAt: member.disabledAt?.toISOString() ?? null },
      after: {
        email: member.email,
        disabledAt: disabledTime,
        ...(disable ? { sessionsEnded: ended.length } : {}),
      },
    });
    return { id: memberId, email: member.email, disabledTime };
  });
}
