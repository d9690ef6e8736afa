import { admin, pick } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { addCategory, deleteCategory, updateCategory } from './categories.ts';
import { categoryList } from './category-list.ts';
import { priceMatrix, repriceProducts, savePrices } from './prices.ts';
import { productList } from './product-list.ts';
import { adminProductRoutes } from './product-routes.ts';
import { adminReviewRoutes } from './review-routes.ts';

/** The back office's catalogue calls (docs/staff.md); route() checks the session and permission. */
export function adminCatalogRoutes(app: FastifyInstance): void {
  route(app, admin.adminProductList, ({ input, lang }) => productList(app.db, lang, input));

  adminProductRoutes(app);

  adminReviewRoutes(app);

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

  route(app, admin.adminCategoryList, async () => ({ list: await categoryList(app.db) }));

  route(app, admin.adminCategoryCreate, async ({ input, lang, staff, request }) => {
    const category = await addCategory(app.db, input, { staffId: staff!.staffId, ip: request.ip });
    app.changes.changed();
    return new Answer(category, t(lang, 'categoryCreated', { name: pick(category.name, lang) }));
  });

  route(app, admin.adminCategoryUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const category = await updateCategory(app.db, id, fields, { staffId: staff!.staffId, ip: request.ip });
    app.changes.changed();
    return new Answer(category, t(lang, 'categorySaved', { name: pick(category.name, lang) }));
  });

  route(app, admin.adminCategoryDelete, async ({ input, lang, staff, request }) => {
    const gone = await deleteCategory(app.db, input.id, { staffId: staff!.staffId, ip: request.ip });
    app.changes.changed();
    return new Answer({ id: gone.id }, t(lang, 'categoryDeleted', { name: pick(gone.name, lang) }));
  });
}
