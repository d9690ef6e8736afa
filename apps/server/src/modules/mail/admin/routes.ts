import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { failedMails, retryFailedMail } from './failed-mails.ts';

/** The mails that could not be sent, for owners (staff.manage); route() checks the session and permission. */
export function adminMailRoutes(app: FastifyInstance): void {
  route(app, admin.adminFailedMailList, ({ input }) => failedMails(app.db, input));

  route(app, admin.adminFailedMailRetry, async ({ input, lang, staff, request }) => {
    const mail = await retryFailedMail(app, input.mailId, { staffId: staff!.staffId, ip: request.ip });
    return new Answer(mail, t(lang, 'failedMailRetried', { to: mail.to }));
  });
}
