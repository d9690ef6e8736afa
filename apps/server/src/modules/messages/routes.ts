import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { hit } from '../ratelimit/service.ts';
import { submitMessage } from './service.ts';

const HOUR = 60 * 60;
const MESSAGES_PER_HOUR = 10;

export function messageRoutes(app: FastifyInstance): void {
  route(app, api.addSuggestion, async ({ input, lang, request }) => {
    await hit(app.db, [{ key: `contact:ip:${request.ip}`, max: MESSAGES_PER_HOUR, windowSeconds: HOUR }]);
    await submitMessage(app.db, input, { lang, mailer: app.mailer, log: request.log });
    return new Answer(null, t(lang, 'messageSent'));
  });
}
