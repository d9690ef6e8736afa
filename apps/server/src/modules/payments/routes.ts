import { api, CODE, centsToDollars } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { findOwnOrder } from '../orders/service.ts';
import { orderWholeCart } from '../orders/whole-cart.ts';
import type { CardDetails } from './provider.ts';
import {
  confirmPayment,
  createPaymentProvider,
  handleWebhook,
  type PaymentContext,
  startPayment,
} from './service.ts';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const provider = createPaymentProvider(app.config);
  const context = (request: FastifyRequest): PaymentContext => ({ db: app.db, provider, log: request.log });

  route(app, api.paymentConfig, async () => ({
    provider: provider.name,
    publishableKey: provider.publishableKey,
  }));

  route(app, api.createPaymentIntent, async ({ input, memberId, request }) => {
    const order = await findOwnOrder(app.db, memberId, input.orderId);
    return startPayment(context(request), order);
  });

  route(app, api.toCartCreatePaymentIntent, async ({ input, lang, memberId, request }) => {
    const orderId = await orderWholeCart(
      app.db,
      memberId,
      { coupon: input.coupon, remark: input.remark },
      { lang, mailer: app.mailer, log: request.log },
    );
    return startPayment(context(request), await findOwnOrder(app.db, memberId, orderId));
  });

  route(app, api.confirmPayment, async ({ input, lang, memberId, request }) => {
    const order = await findOwnOrder(app.db, memberId, input.orderId);
    const card: CardDetails | undefined =
      input.cardNo !== undefined && input.validityperiod !== undefined && input.safetycode !== undefined
        ? { number: input.cardNo, expiry: input.validityperiod, cvc: input.safetycode }
        : undefined;
    const { status } = await confirmPayment(context(request), order, card, lang);
    return new Answer(
      { status, orderId: order.id, orderNo: order.orderNo, amount: centsToDollars(order.totalCents) },
      t(lang, status === 'paid' ? 'paymentSucceeded' : 'paymentProcessing'),
    );
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
