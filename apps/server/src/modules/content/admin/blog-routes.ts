import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import {
  blogCategoryList,
  createBlogCategory,
  deleteBlogCategory,
  orderBlogCategories,
  renameBlogCategory,
} from './blog-categories.ts';
import {
  blogPostDetail,
  blogPostList,
  createBlogPost,
  deleteBlogPost,
  updateBlogPost,
} from './blog-posts.ts';
import { editorOf } from './content-edit.ts';

/**
 * The blog's calls: posts and categories (docs/staff.md). A post's day comes in the shop's time
 * zone. Each write empties this process's caches once it commits, as the articles' do.
 */
export function adminBlogRoutes(app: FastifyInstance): void {
  const { shopTimeZone: timeZone } = app.config;

  route(app, admin.adminBlogPostList, ({ input }) => blogPostList(app.db, input, timeZone));

  route(app, admin.adminBlogPostDetail, ({ input }) => blogPostDetail(app.db, input.id, timeZone));

  route(app, admin.adminBlogPostCreate, async ({ input, lang, staff, request }) => {
    const post = await createBlogPost(app.db, input, { ...editorOf(staff, request), timeZone });
    app.changes.changed();
    return new Answer(post, t(lang, 'blogPostCreated', { title: post.title[lang] }));
  });

  route(app, admin.adminBlogPostUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const post = await updateBlogPost(app.db, id, fields, { ...editorOf(staff, request), timeZone });
    app.changes.changed();
    return new Answer(post, t(lang, 'blogPostSaved', { title: post.title[lang] }));
  });

  route(app, admin.adminBlogPostDelete, async ({ input, lang, staff, request }) => {
    const deleted = await deleteBlogPost(app.db, input.id, { ...editorOf(staff, request), timeZone });
    app.changes.changed();
    return new Answer(deleted, t(lang, 'blogPostDeleted'));
  });

  route(app, admin.adminBlogCategoryList, () => blogCategoryList(app.db));

  route(app, admin.adminBlogCategoryCreate, async ({ input, lang, staff, request }) => {
    const category = await createBlogCategory(app.db, input, editorOf(staff, request));
    app.changes.changed();
    return new Answer(category, t(lang, 'blogCategoryCreated', { title: category.title[lang] }));
  });

  route(app, admin.adminBlogCategoryUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const category = await renameBlogCategory(app.db, id, fields, editorOf(staff, request));
    app.changes.changed();
    return new Answer(category, t(lang, 'blogCategorySaved', { title: category.title[lang] }));
  });

  route(app, admin.adminBlogCategoryDelete, async ({ input, lang, staff, request }) => {
    const deleted = await deleteBlogCategory(app.db, input.id, editorOf(staff, request));
    app.changes.changed();
    return new Answer(deleted, t(lang, 'blogCategoryDeleted'));
  });

  route(app, admin.adminBlogCategoryOrder, async ({ input, lang, staff, request }) => {
    const ordered = await orderBlogCategories(app.db, input.ids, editorOf(staff, request));
    app.changes.changed();
    return new Answer(ordered, t(lang, 'contentOrderSaved'));
  });
}
