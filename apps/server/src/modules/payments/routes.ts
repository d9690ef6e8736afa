import { api, CODE } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { confirmOwnOrderPayment, orderCartAndStartPayment, startOwnOrderPayment } from './order-payment.ts';
import { handleWebhook, type PaymentContext } from './service.ts';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const provider = app.payments;
  const context = (request: FastifyRequest): PaymentContext => ({
    db: app.db,
    provider,
    log: request.log,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    timeZone: app.config.shopTimeZone,
  });

  route(app, api.paymentConfig, async () => ({
    provider: provider.name,
    publishableKey: provider.publishableKey,
  }));

  route(app, api.createPaymentIntent, ({ input, memberId, request }) =>
    startOwnOrderPayment(context(request), memberId, input.orderId),
  );

  route(app, api.toCartCreatePaymentIntent, ({ input, lang, memberId, request }) =>
    orderCartAndStartPayment(context(request), memberId, input, {
      lang,
      mailer: app.mailer,
      log: request.log,
    }),
  );

  route(app, api.confirmPayment, async ({ input, lang, memberId, request }) => {
    const payment = await confirmOwnOrderPayment(context(request), memberId, input, lang);
    return new Answer(payment, t(lang, payment.status === 'paid' ? 'paymentSucceeded' : 'paymentProcessing'));
  });

  // The signature covers the exact bytes sent, so this route alone keeps the body as a raw
  // buffer instead of parsing it (a content-type parser of its own encapsulated scope).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(api.paymentWebhook.path, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const data = await handleWebhook(
        context(request),
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      return { code: CODE.ok, msg: t(request.lang, 'ok'), data };
    });
  });
}
