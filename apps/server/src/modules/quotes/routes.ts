import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { memberIdForToken } from '../identity/sessions.ts';
import { hit } from '../ratelimit/service.ts';
import { acceptOffer } from './accept.ts';
import { adminQuoteRoutes } from './admin/routes.ts';
import { offerOfKey } from './offers.ts';
import { submitQuote } from './service.ts';

const HOUR = 60 * 60;
const QUOTES_PER_HOUR = 10;

export function quoteRoutes(app: FastifyInstance): void {
  const { shopTimeZone: timeZone } = app.config;
  /** The member a token opens, when one comes with a call visitors may make too. */
  const viewerOf = (token: string | null | undefined) => (token ? memberIdForToken(app.db, token) : null);

  route(app, api.addQuote, async ({ input, lang, request }) => {
    await hit(app.db, [{ key: `quote:ip:${request.ip}`, max: QUOTES_PER_HOUR, windowSeconds: HOUR }]);
    const result = await submitQuote(app.db, input, {
      lang,
      // Visitors may ask for quotes too; a valid token only links the quote to the member.
      memberId: await viewerOf(request.token),
      origin: app.config.publicUrl,
      mailer: app.mailer,
      log: request.log,
    });
    return new Answer(result, t(lang, 'quoteSent'));
  });

  // Anyone with the link reads the offer; a member's token prices it for their delivery address.
  route(app, api.quoteOfferDetail, async ({ input, lang, request }) =>
    offerOfKey(app.db, input.key, { memberId: await viewerOf(request.token), lang, timeZone }),
  );

  route(app, api.acceptQuoteOffer, async ({ input, lang, memberId, request }) => {
    const order = await acceptOffer(app.db, input.key, memberId, {
      lang,
      timeZone,
      mailer: app.mailer,
      log: request.log,
    });
    return new Answer(
      { orderId: order.id, orderNo: order.orderNo },
      t(lang, 'offerAccepted', { orderNo: order.orderNo }),
    );
  });

  adminQuoteRoutes(app);
}
