import { type admin, parseLang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { staffDirectory } from '../../staff/service.ts';
import { replyMail } from '../mails.ts';
import { contactMessages, messageReplies } from '../tables.ts';
import { type MessageHandler, REOPENED } from './handling.ts';
import { audited, messageRow, staffNames, toReply } from './message.ts';

interface ReplyDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Keeps a reply in the message's thread, with its audit row, in one transaction. A reply to a
 * closed message opens it again: the conversation goes on, and the inbox shows it until someone
 * closes it once more.
 */
async function keepReply(db: Database, id: number, text: string, handler: MessageHandler) {
  return db.transaction(async (tx) => {
    const before = await messageRow(tx, id, true);
    const [reply] = await tx
      .insert(messageReplies)
      .values({ messageId: id, staffId: handler.staffId, text })
      .returning();
    const after =
      before.status === 'closed'
        ? (await tx.update(contactMessages).set(REOPENED).where(eq(contactMessages.id, id)).returning())[0]!
        : before;
    const names = staffNames(await staffDirectory(tx));
    await recordAudit(tx, {
      staffId: handler.staffId,
      ip: handler.ip,
      action: 'message.reply',
      entity: 'message',
      entityId: id,
      before: audited(before, names),
      after: { ...audited(after, names), replyId: reply!.id, text },
    });
    return { message: after, reply: toReply(reply!, names) };
  });
}

/**
 * Replies to a message: the reply is kept first, then mailed to the sender in the language they
 * wrote from. A mail that fails loses nothing: the reply stays in the thread, the failure is
 * logged, and `mailed` false tells the staff member to reach the sender (`to`) another way.
 */
export async function replyToMessage(
  db: Database,
  id: number,
  text: string,
  handler: MessageHandler & { name: string },
  deps: ReplyDeps,
): Promise<{ reply: admin.MessageReply; mailed: boolean; to: string }> {
  const { message, reply } = await keepReply(db, id, text, handler);
  const mail = replyMail({ ...message, lang: parseLang(message.lang) }, { text, staffName: handler.name });
  try {
    await deps.mailer.send(mail);
    return { reply, mailed: true, to: message.email };
  } catch (error) {
    deps.log.error({ err: error, messageId: id, replyId: reply.id }, 'reply mail not sent');
    return { reply, mailed: false, to: message.email };
  }
}
