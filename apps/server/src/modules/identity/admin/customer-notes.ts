import { type admin, CODE } from '@printshop/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { customerNotes, members } from '../tables.ts';

/** Who writes a note, and from where (the audit log keeps both). */
export interface CustomerEditor {
  staffId: number;
  name: string;
  ip: string;
}

type NoteRow = typeof customerNotes.$inferSelect;

/** A customer's internal notes, newest first. */
export function notesOfCustomer(db: Db, memberId: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.memberId, memberId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}

export function toCustomerNote(row: NoteRow, staffName: string): admin.CustomerNote {
  return { id: row.id, text: row.text, staffName, createTime: row.createdAt.toISOString() };
}

/**
 * Adds an internal note to a customer (never shown to them), with its audit row in the same
 * transaction; the row names the customer by email, as the log tells it. 404 for an unknown id.
 */
export function addCustomerNote(
  db: Database,
  memberId: number,
  text: string,
  author: CustomerEditor,
): Promise<admin.CustomerNote> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ email: members.email }).from(members).where(eq(members.id, memberId));
    if (!member) throw new HttpError(CODE.notFound, 'customerNotFound');
    const [note] = await tx
      .insert(customerNotes)
      .values({ memberId, staffId: author.staffId, text })
      .returning();
    await recordAudit(tx, {
      staffId: author.staffId,
      ip: author.ip,
      action: 'customer.note',
      entity: 'customer',
      entityId: memberId,
      after: { noteId: note!.id, email: member.email, text },
    });
    return toCustomerNote(note!, author.name);
  });
}
