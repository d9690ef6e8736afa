import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { keptShopCalendar } from '../content/shop-calendar.ts';
import { checkoutSummary } from './checkout.ts';
import { listOrders, orderDetail } from './history.ts';
import { createOrder } from './placing.ts';

export function orderRoutes(app: FastifyInstance): void {
  const calendar = keptShopCalendar(app.db, app.changes, app.config.shopTimeZone);
  route(app, api.toOrder, ({ input, lang, memberId }) =>
    checkoutSummary(app.db, memberId, lang, input.coupon, calendar),
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

  route(app, api.queryOrderList, ({ input, lang, memberId }) => listOrders(app.db, memberId, lang, input));

  route(app, api.getOrderDetail, ({ input, lang, memberId }) =>
    orderDetail(app.db, memberId, lang, input.orderId, input.orderItemId),
  );
}
