import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route, sessionRoute } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import type { KeptCatalogue } from '../cart/kept-catalogue.ts';
import { checkoutSummary } from './checkout.ts';
import { listOrders, orderDetail } from './history.ts';
import { createOrder } from './placing.ts';

export function orderRoutes(app: FastifyInstance, kept: KeptCatalogue): void {
  sessionRoute(app, api.toOrder, ({ input, lang, session }) =>
    checkoutSummary(app.db, session, lang, input.coupon, kept),
  );

  route(app, api.createOrder, async ({ input, lang, memberId, request }) => {
    const { order } = await createOrder(
      app.db,
      memberId,
      { lines: input.cartjson, coupon: input.coupon, remark: input.remark },
      { lang, mailer: app.mailer, log: request.log },
    );
    return new Answer(order, t(lang, 'orderPlaced'));
  });

  sessionRoute(app, api.queryOrderList, ({ input, lang, session }) =>
    listOrders(app.db, session, lang, input),
  );

  route(app, api.getOrderDetail, ({ input, lang, memberId }) =>
    orderDetail(app.db, memberId, lang, input.orderId, input.orderItemId),
  );
}
