import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { hit } from '../ratelimit/service.ts';
import { adminDesignTemplateRoutes } from './admin/routes.ts';
import { DESIGN_BODY_BYTES, limitDesignBodies } from './body-limit.ts';
import { claimDesigns } from './claim.ts';
import { designSummaries, ownedDesign } from './design-rows.ts';
import { createDesign, deleteDesign, duplicateDesign, renameDesign, saveDesign } from './designs.ts';
import { ownerOf } from './owner.ts';
import { closeDesignPdfMakers } from './pdf/pdf-pool.ts';
import { publishedTemplate, publishedTemplates } from './templates.ts';
import { designToCart } from './to-cart.ts';
import { writerOf } from './writer.ts';

/** A member's designs put in the cart an hour: each makes a PDF, about a second of a worker thread. */
const DESIGN_PDFS_PER_HOUR = 60;

/**
 * The online editor's calls (docs/decisions/100): templates to start from and the caller's saved
 * designs, and the back office's templates. Register with `app.register`: bodies are capped at
 * what a layout may be, inside this plugin only.
 */
export async function designRoutes(app: FastifyInstance): Promise<void> {
  limitDesignBodies(app, DESIGN_BODY_BYTES);
  const saving = { newDesign: false };
  const making = { newDesign: true };

  route(app, api.designTemplates, ({ input, lang }) => publishedTemplates(app.db, input.productNo, lang));
  route(app, api.designTemplateDetail, ({ input, lang }) => publishedTemplate(app.db, input.id, lang));

  route(app, api.designList, async ({ request, lang }) => ({
    list: await designSummaries(app.db, await ownerOf(request), lang),
  }));
  route(app, api.designDetail, async ({ input, request, lang }) =>
    ownedDesign(app.db, await ownerOf(request), input.id, lang),
  );

  route(app, api.designCreate, async ({ input, request, lang }) => {
    const design = await createDesign(app.db, await writerOf(app, request, making), input, lang);
    return new Answer(design, t(lang, 'designSaved'));
  });
  route(app, api.designSave, async ({ input, request, lang }) => {
    const design = await saveDesign(app.db, await writerOf(app, request, saving), input, lang);
    return new Answer(design, t(lang, 'designSaved'));
  });
  route(app, api.designRename, async ({ input, request, lang }) => {
    const design = await renameDesign(app.db, await writerOf(app, request, saving), input, lang);
    return new Answer(design, t(lang, 'designRenamed'));
  });
  route(app, api.designDuplicate, async ({ input, request, lang }) => {
    const copy = await duplicateDesign(app.db, await writerOf(app, request, making), input, lang);
    return new Answer(copy, t(lang, 'designDuplicated'));
  });
  route(app, api.designDelete, async ({ input, request, lang }) => {
    const gone = await deleteDesign(app.db, await writerOf(app, request, saving), input.id);
    return new Answer(gone, t(lang, 'designDeleted'));
  });

  route(app, api.designClaim, async ({ input, memberId, lang }) => {
    const claimed = await claimDesigns(app.db, memberId, input.designKey);
    return new Answer({ claimed }, t(lang, 'designsClaimed', { count: claimed }));
  });

  route(app, api.designToCart, async ({ input, memberId, lang }) => {
    const limit = { key: `design-pdf:member:${memberId}`, max: DESIGN_PDFS_PER_HOUR, windowSeconds: 60 * 60 };
    await hit(app.db, [limit]);
    return new Answer(await designToCart(app, memberId, input, lang), t(lang, 'addedToCart'));
  });
  app.addHook('onClose', closeDesignPdfMakers);

  adminDesignTemplateRoutes(app);
}
