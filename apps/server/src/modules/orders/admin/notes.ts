import { type admin, CODE } from '@printshop/contract';
import { desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { jsonRows } from '../../../db/json-rows.ts';
import { HttpError } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { staffNameOf } from '../../staff/service.ts';
import { orderNotes, orders } from '../tables.ts';

/** Who writes a note, and from where (the audit log keeps both). */
interface NoteAuthor {
  staffId: number;
  name: string;
  ip: string;
}

type NoteRow = typeof orderNotes.$inferSelect;

/** An order's internal notes, newest first, with who wrote each: a column of the order screen's query. */
export const notesOf = (orderId: AnyPgColumn) =>
  jsonRows(orderNotes, eq(orderNotes.orderId, orderId), [desc(orderNotes.createdAt), desc(orderNotes.id)], {
    staffName: staffNameOf(orderNotes.staffId),
  });

export function toNote(row: NoteRow, staffName: string): admin.OrderNote {
  return { id: row.id, text: row.text, staffName, createTime: row.createdAt.toISOString() };
}

/**
 * Adds an internal note to an order (never shown to the customer), with its audit row in the
 * same transaction. 404 for an unknown order.
 */
export async function addOrderNote(
  db: Database,
  orderId: number,
  text: string,
  author: NoteAuthor,
): Promise<admin.OrderNote> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(CODE.notFound, 'orderNotFound');
    const [note] = await tx.insert(orderNotes).values({ orderId, staffId: author.staffId, text }).returning();
    await recordAudit(tx, {
      staffId: author.staffId,
      ip: author.ip,
      action: 'order.note',
      entity: 'order',
      entityId: orderId,
      after: { noteId: note!.id, text },
    });
    return toNote(note!, author.name);
  });
}
