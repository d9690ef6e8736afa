import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { type Answered, type AnswerMail, declineQuote, offerQuote } from './answers.ts';
import { quoteDetail } from './detail.ts';
import { quoteList } from './list.ts';

/**
 * The back office's quote calls (docs/staff.md#quotes); route() checks the session and permission.
 * Nothing the storefront caches changes with a quote, so no cache is emptied.
 */
export function adminQuoteRoutes(app: FastifyInstance): void {
  const { shopTimeZone: timeZone } = app.config;

  route(app, admin.adminQuoteList, ({ input }) => quoteList(app.db, input, timeZone));

  route(app, admin.adminQuoteDetail, ({ input }) => quoteDetail(app.db, input.id, timeZone));

  route(app, admin.adminQuoteOffer, async ({ input: { id, ...offer }, lang, staff, request }) => {
    const answered = await offerQuote(
      app.db,
      id,
      offer,
      { staffId: staff!.staffId, ip: request.ip, timeZone },
      mailOf(request.log),
    );
    return answer(answered, lang, 'quoteOffered', 'quoteOfferedNotMailed');
  });

  route(app, admin.adminQuoteDecline, async ({ input, lang, staff, request }) => {
    const answered = await declineQuote(
      app.db,
      input.id,
      input.message,
      { staffId: staff!.staffId, ip: request.ip, timeZone },
      mailOf(request.log),
    );
    return answer(answered, lang, 'quoteDeclined', 'quoteDeclinedNotMailed');
  });

  function mailOf(log: FastifyInstance['log']): AnswerMail {
    return { mailer: app.mailer, log, publicUrl: app.config.publicUrl };
  }
}

/** The quote as answered, saying to whom it was mailed, or that the mail failed. */
function answer(
  answered: Answered,
  lang: Parameters<typeof t>[0],
  sent: 'quoteOffered' | 'quoteDeclined',
  failed: 'quoteOfferedNotMailed' | 'quoteDeclinedNotMailed',
): Answer<Answered> {
  return new Answer(answered, t(lang, answered.mailed ? sent : failed, { email: answered.quote.email }));
}
