import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { memberIdForToken } from '../identity/sessions.ts';
import { hit } from '../ratelimit/service.ts';
import { submitQuote } from './service.ts';

const HOUR = 60 * 60;
const QUOTES_PER_HOUR = 10;

export function quoteRoutes(app: FastifyInstance): void {
  route(app, api.addQuote, async ({ input, lang, request }) => {
    await hit(app.db, [{ key: `quote:ip:${request.ip}`, max: QUOTES_PER_HOUR, windowSeconds: HOUR }]);
    const result = await submitQuote(app.db, input, {
      lang,
      // Visitors may ask for quotes too; a valid token only links the quote to the member.
      memberId: request.token ? await memberIdForToken(app.db, request.token) : null,
      origin: app.config.publicUrl,
      mailer: app.mailer,
      log: request.log,
    });
    return new Answer(result, t(lang, 'quoteSent'));
  });
}
