import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import {
  articleDetail,
  articleList,
  createDesignArticle,
  deleteDesignArticle,
  orderDesignArticles,
  updateArticle,
} from './articles.ts';
import { editorOf } from './content-edit.ts';

/**
 * The articles' calls: the numbered pages and the design-service entries (docs/staff.md). Each
 * write empties this process's caches once it commits, so the owner's next page shows it; the
 * change feed tells the other processes.
 */
export function adminArticleRoutes(app: FastifyInstance): void {
  route(app, admin.adminArticleList, () => articleList(app.db));

  route(app, admin.adminArticleDetail, ({ input }) => articleDetail(app.db, input.id));

  route(app, admin.adminArticleUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const saved = await updateArticle(app.db, id, fields, editorOf(staff, request));
    app.changes.changed();
    return new Answer(saved, t(lang, 'articleSaved', { title: saved.title[lang] }));
  });

  route(app, admin.adminDesignArticleCreate, async ({ input, lang, staff, request }) => {
    const created = await createDesignArticle(app.db, input, editorOf(staff, request));
    app.changes.changed();
    return new Answer(created, t(lang, 'designArticleCreated', { title: created.title[lang] }));
  });

  route(app, admin.adminDesignArticleDelete, async ({ input, lang, staff, request }) => {
    const deleted = await deleteDesignArticle(app.db, input.id, editorOf(staff, request));
    app.changes.changed();
    return new Answer(deleted, t(lang, 'designArticleDeleted'));
  });

  route(app, admin.adminDesignArticleOrder, async ({ input, lang, staff, request }) => {
    const ordered = await orderDesignArticles(app.db, input.ids, editorOf(staff, request));
    app.changes.changed();
    return new Answer(ordered, t(lang, 'contentOrderSaved'));
  });
}
