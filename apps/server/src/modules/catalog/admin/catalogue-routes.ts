import fs from 'node:fs/promises';
import path from 'node:path';
import { admin, CODE } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/errors.ts';
import { Answer, parseInput, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { shopDay } from '../../../lib/shop-days.ts';
import { receiveForm, registerMultipart } from '../../files/receive.ts';
import { catalogueCsv } from './catalogue-export.ts';
import { importCatalogue } from './catalogue-import.ts';

/**
 * The catalogue as CSV: GET /api/admin/products.csv and POST /api/admin/products/import. Register
 * with `app.register`: the multipart parser exists only inside this plugin. route() has checked
 * the session and permission before the body is read.
 */
export async function adminCatalogueCsvRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);
  const incoming = path.join(app.config.dataDir, 'tmp');

  route(app, admin.adminProductsCsv, ({ reply }) => {
    const day = shopDay(new Date(), app.config.shopTimeZone);
    reply.header('content-disposition', `attachment; filename="catalogue-${day}.csv"`);
    return catalogueCsv(app.db);
  });

  route(app, admin.adminProductsImport, async ({ lang, staff, request }) => {
    const form = await receiveForm(request, incoming, admin.CATALOGUE_LIMITS.bytes);
    try {
      const { dryRun } = parseInput(admin.adminProductsImport, form.fields, lang);
      if (!form.file) throw new HttpError(CODE.badRequest, 'csvFileMissing');
      const csv = await fs.readFile(form.file, 'utf8');
      const report = await importCatalogue(app.db, csv, {
        dryRun: dryRun === 'true',
        lang,
        editor: { staffId: staff!.staffId, ip: request.ip },
      });
      if (report.written) app.changes.changed();
      if (!report.dryRun && report.errorCount > 0) {
        throw new HttpError(CODE.badRequest, 'csvHasErrors', { count: report.errorCount });
      }
      const key = report.written ? 'catalogueImported' : 'catalogueChecked';
      return new Answer(report, t(lang, key, { count: report.products.length, errors: report.errorCount }));
    } finally {
      await form.discard();
    }
  });
}
