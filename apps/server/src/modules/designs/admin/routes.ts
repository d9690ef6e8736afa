import { admin, type Lang } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import type { StaffSession } from '../../staff/sessions.ts';
import { designProductList } from '../product.ts';
import { templateById, templateList } from './template-rows.ts';
import { addTemplate, deleteTemplate, publishTemplate, updateTemplate } from './templates.ts';

const editorOf = (staff: StaffSession | null, request: FastifyRequest) => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

const nameIn = (template: admin.AdminDesignTemplate, lang: Lang) => template.name[lang] || template.name.en;

/** The back office's templates of the online editor (docs/staff.md); route() checks the session and permission. */
export function adminDesignTemplateRoutes(app: FastifyInstance): void {
  route(app, admin.adminDesignProductList, async () => ({ list: await designProductList(app.db) }));

  route(app, admin.adminDesignTemplateList, ({ input }) => templateList(app.db, input));

  route(app, admin.adminDesignTemplateDetail, ({ input }) => templateById(app.db, input.id));

  route(app, admin.adminDesignTemplateCreate, async ({ input, lang, staff, request }) => {
    const template = await addTemplate(app.db, input, editorOf(staff, request));
    return new Answer(template, t(lang, 'designTemplateCreated', { name: nameIn(template, lang) }));
  });

  route(app, admin.adminDesignTemplateUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const template = await updateTemplate(app.db, id, fields, editorOf(staff, request));
    return new Answer(template, t(lang, 'designTemplateSaved', { name: nameIn(template, lang) }));
  });

  route(app, admin.adminDesignTemplatePublish, async ({ input, lang, staff, request }) => {
    const template = await publishTemplate(app.db, input.id, input.published, editorOf(staff, request));
    const key = template.published ? 'designTemplatePublished' : 'designTemplateHidden';
    return new Answer(template, t(lang, key, { name: nameIn(template, lang) }));
  });

  route(app, admin.adminDesignTemplateDelete, async ({ input, lang, staff, request }) => {
    const gone = await deleteTemplate(app.db, input.id, editorOf(staff, request));
    return new Answer({ id: gone.id }, t(lang, 'designTemplateDeleted', { name: nameIn(gone, lang) }));
  });
}
