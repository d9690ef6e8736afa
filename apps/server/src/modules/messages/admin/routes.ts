import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { assignMessage, closeMessage, reopenMessage } from './handling.ts';
import { messageInbox } from './inbox.ts';
import { adminMessage } from './message.ts';
import { replyToMessage } from './reply.ts';

/**
 * The contact messages' inbox and their handling (docs/staff.md#contact-messages); route() checks
 * the session and permission. No cache holds messages, so their writes announce no change.
 */
export function adminMessageRoutes(app: FastifyInstance): void {
  route(app, admin.adminMessageList, ({ input, staff }) => messageInbox(app.db, input, staff!.staffId));

  route(app, admin.adminMessageDetail, ({ input }) => adminMessage(app.db, input.id));

  route(app, admin.adminMessageReply, async ({ input, lang, staff, request }) => {
    const handler = { staffId: staff!.staffId, name: staff!.name, ip: request.ip };
    const { to, ...answer } = await replyToMessage(app.db, input.id, input.text, handler, {
      mailer: app.mailer,
      log: request.log,
    });
    const msg = t(lang, answer.mailed ? 'messageReplySent' : 'messageReplyNotMailed', { email: to });
    return new Answer(answer, msg);
  });

  route(app, admin.adminMessageAssign, async ({ input, lang, staff, request }) => {
    await assignMessage(app.db, input.id, input.staffId, { staffId: staff!.staffId, ip: request.ip });
    const message = await adminMessage(app.db, input.id);
    const msg = message.assignee
      ? t(lang, 'messageAssigned', { name: message.assignee.name })
      : t(lang, 'messageUnassigned');
    return new Answer(message, msg);
  });

  route(app, admin.adminMessageClose, async ({ input, lang, staff, request }) => {
    await closeMessage(app.db, input.id, { staffId: staff!.staffId, ip: request.ip });
    return new Answer(await adminMessage(app.db, input.id), t(lang, 'messageClosed'));
  });

  route(app, admin.adminMessageReopen, async ({ input, lang, staff, request }) => {
    await reopenMessage(app.db, input.id, { staffId: staff!.staffId, ip: request.ip });
    return new Answer(await adminMessage(app.db, input.id), t(lang, 'messageReopened'));
  });
}
