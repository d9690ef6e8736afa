import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { productEditor, saveProduct } from './product-editor.ts';

/** The product editor's calls (owners); route() checks the session and permission. */
export function adminProductRoutes(app: FastifyInstance): void {
  route(app, admin.adminProduct, ({ input, lang }) => productEditor(app.db, lang, input.productNo));

  for (const [endpoint, mode] of [
    [admin.adminProductCreate, 'create'],
    [admin.adminProductUpdate, 'update'],
  ] as const) {
    route(app, endpoint, async ({ input, lang, staff, request }) => {
      await saveProduct(app.db, input, mode, { staffId: staff!.staffId, ip: request.ip });
      app.changes.changed();
      const saved = await productEditor(app.db, lang, input.productNo);
      const message = mode === 'create' ? 'productCreated' : 'productSaved';
      return new Answer(saved, t(lang, message, { productNo: input.productNo }));
    });
  }
}
