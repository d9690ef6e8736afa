import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route, sessionRoute } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import type { KeptCatalogue } from './kept-catalogue.ts';
import { reorder } from './reorder.ts';
import { addToCart, cartQty, listCart, removeLine, setQuantity } from './service.ts';

export function cartRoutes(app: FastifyInstance, kept: KeptCatalogue): void {
  route(app, api.cartQty, async ({ memberId }) => ({ qty: await cartQty(app.db, memberId) }));

  sessionRoute(app, api.cartList, ({ session, lang }) => listCart(app.db, session, lang, kept));

  route(app, api.cartAdd, async ({ input, memberId, lang }) => {
    return new Answer(await addToCart(app.db, memberId, input), t(lang, 'addedToCart'));
  });

  route(app, api.reorder, async ({ input, memberId, lang }) => {
    return new Answer(await reorder(app.db, memberId, lang, input.orderItemId), t(lang, 'reordered'));
  });

  route(app, api.cartEdit, async ({ input, memberId }) => {
    await setQuantity(app.db, memberId, input.id, input.productNum);
    return { id: input.id, productNum: input.productNum };
  });

  route(app, api.cartDelete, async ({ input, memberId, lang }) => {
    await removeLine(app.db, memberId, input.id);
    return new Answer(null, t(lang, 'cartLineDeleted'));
  });
}
