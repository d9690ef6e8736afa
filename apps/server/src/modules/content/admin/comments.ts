import { type admin, CODE } from '@printshop/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { testimonials } from '../tables.ts';
import { bilingualOf, type ContentEditor, recordContentEdit } from './content-edit.ts';

/** The customers' comments of the home page (the `testimonials` table), as an owner edits them. */

type CommentRow = typeof testimonials.$inferSelect;

function toComment(row: CommentRow): admin.AdminComment {
  return {
    id: row.id,
    img: row.img,
    author: row.author,
    title: bilingualOf(row.title),
    body: bilingualOf(row.content),
    stars: row.fraction,
    // Stored as the day's first instant in UTC, as the storefront reads it back.
    date: row.createdAt.toISOString().slice(0, 10),
  };
}

function columnsOf(fields: admin.CommentFields) {
  return {
    img: fields.img,
    author: fields.author,
    title: fields.title,
    content: fields.body,
    fraction: fields.stars,
    createdAt: new Date(`${fields.date}T00:00:00Z`),
  };
}

const audited = ({ id: _, ...fields }: admin.AdminComment) => fields;

/** Every comment, the newest first, as the home page lists them. */
export async function commentList(db: Db): Promise<admin.AdminComment[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map(toComment);
}

/** A comment, locked until the transaction ends; 404 when there is none. */
async function lockedComment(tx: Db, id: number): Promise<admin.AdminComment> {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  if (!row) throw new HttpError(CODE.notFound, 'commentNotFound');
  return toComment(row);
}

/** Adds a comment, with its audit row. */
export function addComment(
  db: Database,
  fields: admin.CommentFields,
  editor: ContentEditor,
): Promise<admin.AdminComment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(testimonials).values(columnsOf(fields)).returning();
    const comment = toComment(row!);
    await recordContentEdit(tx, editor, {
      action: 'comment.create',
      entity: 'comment',
      entityId: comment.id,
      after: audited(comment),
    });
    return comment;
  });
}

/** Changes every field of a comment, audited before and after. */
export function updateComment(
  db: Database,
  id: number,
  fields: admin.CommentFields,
  editor: ContentEditor,
): Promise<admin.AdminComment> {
  return db.transaction(async (tx) => {
    const before = await lockedComment(tx, id);
    const [row] = await tx
      .update(testimonials)
      .set(columnsOf(fields))
      .where(eq(testimonials.id, id))
      .returning();
    const after = toComment(row!);
    await recordContentEdit(tx, editor, {
      action: 'comment.update',
      entity: 'comment',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Removes a comment, what it said kept in the audit row. */
export function deleteComment(db: Database, id: number, editor: ContentEditor): Promise<admin.AdminComment> {
  return db.transaction(async (tx) => {
    const before = await lockedComment(tx, id);
    await tx.delete(testimonials).where(eq(testimonials.id, id));
    await recordContentEdit(tx, editor, {
      action: 'comment.delete',
      entity: 'comment',
      entityId: id,
      before: audited(before),
    });
    return before;
  });
}
