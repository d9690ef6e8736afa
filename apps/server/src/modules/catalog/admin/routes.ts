import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { priceMatrix, repriceProducts, savePrices } from './prices.ts';
import { productList } from './product-list.ts';

/** The back office's catalogue calls (docs/staff.md); route() checks the session and permission. */
export function adminCatalogRoutes(app: FastifyInstance): void {
  route(app, admin.adminProductList, ({ input, lang }) => productList(app.db, lang, input));

  route(app, admin.adminProductPrices, ({ input, lang }) => priceMatrix(app.db, lang, input.productNo));

  route(app, admin.adminSaveProductPrices, async ({ input, lang, staff, request }) => {
    await savePrices(app.db, input.productNo, input.skus, { staffId: staff!.staffId, ip: request.ip });
    app.changes.changed();
    const matrix = await priceMatrix(app.db, lang, input.productNo);
    return new Answer(matrix, t(lang, 'pricesSaved', { name: matrix.name }));
  });

  route(app, admin.adminRepriceProducts, async ({ input, lang, staff, request }) => {
    const done = await repriceProducts(app.db, input.productNos, input.percent, {
      staffId: staff!.staffId,
      ip: request.ip,
    });
    app.changes.changed();
    return new Answer(done, t(lang, 'productsRepriced', { ...done, percent: input.percent }));
  });
}
