import { type admin, CODE } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { activeStaffWith, staffDirectory } from '../../staff/service.ts';
import { contactMessages } from '../tables.ts';
import { audited, MESSAGE_PERMISSION, type MessageRow, messageRow, staffNames } from './message.ts';

/** The staff member handling a message, and from where (the audit log keeps both). */
export interface MessageHandler {
  staffId: number;
  ip: string;
}

type MessageChange = PgUpdateSetSource<typeof contactMessages>;

/** What opening a closed message again changes. */
export const REOPENED = { status: 'open', closedAt: null } as const satisfies MessageChange;

type Handling = Extract<admin.AuditAction, 'message.assign' | 'message.close' | 'message.reopen'>;

/**
 * Changes a message's standing with `change` (which refuses what may not be done to it as it is
 * now), on its locked row, with the audit row before and after in the same transaction.
 */
function handleMessage(
  db: Database,
  id: number,
  handler: MessageHandler,
  action: Handling,
  change: (row: MessageRow, tx: Db) => Promise<MessageChange> | MessageChange,
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await messageRow(tx, id, true);
    const values = await change(before, tx);
    const [after] = await tx
      .update(contactMessages)
      .set(values)
      .where(eq(contactMessages.id, id))
      .returning();
    const names = staffNames(await staffDirectory(tx));
    await recordAudit(tx, {
      staffId: handler.staffId,
      ip: handler.ip,
      action,
      entity: 'message',
      entityId: id,
      before: audited(before, names),
      after: audited(after!, names),
    });
  });
}

/** Gives a message to an active staff member who may read messages (else 400), or to nobody. */
export function assignMessage(
  db: Database,
  id: number,
  staffId: number | null,
  handler: MessageHandler,
): Promise<void> {
  return handleMessage(db, id, handler, 'message.assign', async (_, tx) => {
    if (staffId !== null) {
      const assignees = await activeStaffWith(tx, MESSAGE_PERMISSION);
      if (!assignees.some((member) => member.id === staffId)) {
        throw new HttpError(CODE.badRequest, 'messageAssigneeRefused');
      }
    }
    return { assignedTo: staffId };
  });
}

/** Closes an open message; 409 when it is closed already (the screen was stale). */
export function closeMessage(db: Database, id: number, handler: MessageHandler): Promise<void> {
  return handleMessage(db, id, handler, 'message.close', (row) => {
    if (row.status === 'closed') throw new HttpError(CODE.conflict, 'messageAlreadyClosed');
    return { status: 'closed', closedAt: sql`now()` };
  });
}

/** Opens a closed message again; 409 when it is open. */
export function reopenMessage(db: Database, id: number, handler: MessageHandler): Promise<void> {
  return handleMessage(db, id, handler, 'message.reopen', (row) => {
    if (row.status === 'open') throw new HttpError(CODE.conflict, 'messageAlreadyOpen');
    return REOPENED;
  });
}
