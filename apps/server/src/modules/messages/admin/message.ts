import { type admin, CODE, parseLang } from '@printshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { activeStaffWith, staffDirectory } from '../../staff/service.ts';
import { contactMessages, messageReplies } from '../tables.ts';

export type MessageRow = typeof contactMessages.$inferSelect;
export type ReplyRow = typeof messageReplies.$inferSelect;

/** Who may be given a message: whoever may read them. */
export const MESSAGE_PERMISSION = 'customers.manage' satisfies admin.Permission;

/** The message of `id`, locked until the transaction `db` is in ends when `lock`; 404 when there is none. */
export async function messageRow(db: Db, id: number, lock = false): Promise<MessageRow> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new HttpError(CODE.notFound, 'messageNotFound');
  return row;
}

/** Staff by id, from the staff directory; staff are deactivated, never deleted, so every id is there. */
export type StaffNames = (id: number) => admin.StaffSummary;

export function staffNames(directory: admin.StaffSummary[]): StaffNames {
  const byId = new Map(directory.map((member) => [member.id, member]));
  return (id) => byId.get(id) ?? { id, name: `#${id}`, email: '' };
}

export const assigneeOf = (row: MessageRow, names: StaffNames) =>
  row.assignedTo === null ? null : names(row.assignedTo);

export function toReply(row: ReplyRow, names: StaffNames): admin.MessageReply {
  return { id: row.id, text: row.text, staff: names(row.staffId), createTime: row.createdAt.toISOString() };
}

/** A message as the audit log keeps it: whom it is from, and how it stands. */
export function audited(row: MessageRow, names: StaffNames) {
  const assignee = assigneeOf(row, names);
  return {
    from: row.name,
    status: row.status,
    assignee: assignee && { id: assignee.id, name: assignee.name },
  };
}

/** A message with its sender, its thread and whom it may be assigned to, in four queries whatever its length. */
export async function adminMessage(db: Db, id: number): Promise<admin.AdminMessage> {
  const [row, replies, directory, assignees] = await Promise.all([
    messageRow(db, id),
    db
      .select()
      .from(messageReplies)
      .where(eq(messageReplies.messageId, id))
      .orderBy(asc(messageReplies.createdAt), asc(messageReplies.id)),
    staffDirectory(db),
    activeStaffWith(db, MESSAGE_PERMISSION),
  ]);
  const names = staffNames(directory);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    companyName: row.companyName,
    content: row.content,
    lang: parseLang(row.lang),
    status: row.status,
    createTime: row.createdAt.toISOString(),
    closedTime: row.closedAt?.toISOString() ?? null,
    assignee: assigneeOf(row, names),
    replies: replies.map((reply) => toReply(reply, names)),
    assignees,
  };
}
