import type { admin } from '@printshop/contract';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { escapeLike, ilikeEscaped } from '../../../db/like.ts';
import { staffDirectory } from '../../staff/service.ts';
import { contactMessages, messageReplies } from '../tables.ts';
import { staffNames } from './message.ts';

type InboxQuery = admin.AdminMessageListInput;

/** How much of a message the list shows. */
const EXCERPT_LENGTH = 160;

/**
 * The messages a view picks: its status, whose they are (`me` is the reader, `staffId`), and q
 * anywhere in the sender's name or email, literally and whatever the case. A shop gets few enough
 * messages that the status index and a scan of its rows answer it.
 */
function inboxFilter(query: InboxQuery, staffId: number): SQL | undefined {
  const pattern = `%${escapeLike(query.q)}%`;
  return and(
    eq(contactMessages.status, query.status),
    query.assigned === 'me' ? eq(contactMessages.assignedTo, staffId) : undefined,
    query.assigned === 'nobody' ? isNull(contactMessages.assignedTo) : undefined,
    query.q
      ? or(ilikeEscaped(contactMessages.name, pattern), ilikeEscaped(contactMessages.email, pattern))
      : undefined,
  );
}

/** A page of the inbox, newest first, with its count: three queries, the replies counted in the page's. */
export async function messageInbox(
  db: Db,
  query: InboxQuery,
  staffId: number,
): Promise<{ list: admin.AdminMessageRow[]; total: number }> {
  const where = inboxFilter(query, staffId);
  const [rows, [counted], directory] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        companyName: contactMessages.companyName,
        excerpt: sql<string>`left(${contactMessages.content}, ${EXCERPT_LENGTH})`,
        status: contactMessages.status,
        assignedTo: contactMessages.assignedTo,
        replies: db.$count(messageReplies, eq(messageReplies.messageId, contactMessages.id)),
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(contactMessages).where(where),
    staffDirectory(db),
  ]);
  const names = staffNames(directory);
  return {
    list: rows.map(({ assignedTo, createdAt, ...row }) => ({
      ...row,
      assignee: assignedTo === null ? null : names(assignedTo),
      createTime: createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
