import { admin, api } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../../lib/shop-days.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';

const SCRIPT = '<p>Safe words</p><script>alert(1)</script><a href="javascript:alert(2)">link</a>';

describe('the blog: /api/admin/blog and /api/admin/blog-categories', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let today: string;
  let categoryIds: number[];
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const owner = (lang?: string) => as(staff.owner, lang);
  const shopList = (lang = 'en') => call(t.app, api.blogList, { pagesize: 1, pagenum: 50 }, { lang });
  const shopPost = (id: number, lang = 'en') => call(t.app, api.blogPostDetail, { id }, { lang });
  const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

  /** A post as an owner writes it; `tag` keeps one test's posts apart from another's. */
  const written = (tag: string, fields: Partial<admin.BlogPostFields> = {}): admin.BlogPostFields => ({
    title: { en: `Foil ${tag}`, zh: `烫金 ${tag}` },
    subheading: { en: `Shine ${tag}`, zh: `闪亮 ${tag}` },
    img: '/media/illustration/paper.webp',
    content: { en: `<p>English ${tag}</p>`, zh: `<p>中文 ${tag}</p>` },
    categories: categoryIds.slice(0, 2),
    status: 'draft',
    publishedOn: today,
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    today = shopDay(new Date(), t.app.config.shopTimeZone);
    categoryIds = (await call(t.app, admin.adminBlogCategoryList, {}, owner())).data.list.map((c) => c.id);
  });
  afterAll(() => t.close());

  describe('posts', () => {
    it('lists every post, the latest day first, with its standing and categories, a page at a time', async () => {
      const shop = await shopList();
      const first = await call(t.app, admin.adminBlogPostList, { page: 1, size: 5 }, owner());
      expect(first.data.total).toBe(shop.data.total);
      expect(first.data.list.map((post) => post.id)).toEqual(
        shop.data.list.slice(0, 5).map((post) => post.id),
      );
      expect(first.data.list[0]).toMatchObject({ status: 'published', standing: 'published' });
      expect(first.data.list[0]!.categories.length).toBeGreaterThan(0);
      expect(first.data.list[0]!.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const second = await call(t.app, admin.adminBlogPostList, { page: 2, size: 5 }, owner());
      expect(second.data.list[0]!.id).toBe(shop.data.list[5]!.id);
      expect((await call(t.app, admin.adminBlogPostList, { status: 'draft' }, owner())).data.total).toBe(0);
    });

    it('keeps a draft off the storefront, its page and the sitemap; published, it shows at once in both languages', async () => {
      // The blog is cached for every visitor: read it first so the edit replaces something.
      const shownBefore = (await shopList('zh')).data;
      const draft = await call(
        t.app,
        admin.adminBlogPostCreate,
        written('draft', { content: { en: '<p>x</p>', zh: SCRIPT } }),
        owner('zh'),
      );
      expect(draft).toMatchObject({
        status: 200,
        msg: '已添加文章“烫金 draft”',
        data: { status: 'draft', standing: 'draft' },
      });
      const { id } = draft.data;
      expect(draft.data.content.zh).toContain('<p>Safe words</p>');
      expect(draft.data.content.zh).not.toMatch(/script|javascript|alert/);
      expect(draft.data.categories).toEqual(categoryIds.slice(0, 2));
      expect((await auditRows(t.db, 'blogPost.create', id))[0]).toMatchObject({
        staffId: staff.owner.id,
        entity: 'blogPost',
        after: draft.data,
      });

      expect((await shopList('zh')).data.total).toBe(shownBefore.total);
      expect(
        (await call(t.app, api.blogListByType, { type: categoryIds[0]! }, { lang: 'en' })).data.list.map(
          (p) => p.id,
        ),
      ).not.toContain(id);
      expect(await shopPost(id)).toMatchObject({ status: 404, msg: 'Post not found' });
      expect(await sitemap()).not.toContain(`/blogDetail?no=${id}`);
      const drafts = await call(t.app, admin.adminBlogPostList, { status: 'draft' }, owner());
      expect(drafts.data.list.map((post) => post.id)).toEqual([id]);

      const published = await call(
        t.app,
        admin.adminBlogPostUpdate,
        { id, ...written('published', { status: 'published' }) },
        owner(),
      );
      expect(published).toMatchObject({
        status: 200,
        msg: 'Post “Foil published” saved',
        data: { standing: 'published', publishedOn: today },
      });
      for (const lang of ['en', 'zh']) {
        const shop = (await shopList(lang)).data;
        expect(shop.total).toBe(shownBefore.total + 1);
        expect(shop.list[0]).toMatchObject({
          id,
          title: lang === 'en' ? 'Foil published' : '烫金 published',
        });
      }
      expect((await shopPost(id, 'zh')).data).toMatchObject({ title: '烫金 published', publishedAt: today });
      expect(await sitemap()).toContain(`/blogDetail?no=${id}`);
      expect((await auditRows(t.db, 'blogPost.update', id))[0]).toMatchObject({
        before: draft.data,
        after: published.data,
      });

      const removed = await call(t.app, admin.adminBlogPostDelete, { id }, owner());
      expect(removed).toMatchObject({ status: 200, msg: 'Post removed', data: { id } });
      expect((await shopList()).data.total).toBe(shownBefore.total);
      expect((await shopPost(id)).status).toBe(404);
      expect((await auditRows(t.db, 'blogPost.delete', id))[0]).toMatchObject({
        before: published.data,
        after: null,
      });
      expect((await call(t.app, admin.adminBlogPostDetail, { id }, owner())).status).toBe(404);
    });

    it('keeps a post published from a day still to come off the storefront until then', async () => {
      const later = await call(
        t.app,
        admin.adminBlogPostCreate,
        written('later', { status: 'published', publishedOn: '2099-06-01' }),
        owner(),
      );
      const { id } = later.data;
      expect(later.data).toMatchObject({
        status: 'published',
        standing: 'scheduled',
        publishedOn: '2099-06-01',
      });
      expect((await shopPost(id)).status).toBe(404);
      expect((await shopList()).data.list.map((post) => post.id)).not.toContain(id);
      const scheduled = await call(t.app, admin.adminBlogPostList, { status: 'scheduled' }, owner());
      expect(scheduled.data.list.map((post) => post.id)).toEqual([id]);
      const shown = await call(t.app, admin.adminBlogPostList, { status: 'published', size: 100 }, owner());
      expect(shown.data.list.map((post) => post.id)).not.toContain(id);
      await call(t.app, admin.adminBlogPostDelete, { id }, owner());
    });

    it('reads one post with each text in both languages', async () => {
      const [listed] = (await shopList()).data.list;
      const { data } = await call(t.app, admin.adminBlogPostDetail, { id: listed!.id }, owner());
      expect(data.title).toEqual({ en: listed!.title, zh: (await shopPost(listed!.id, 'zh')).data.title });
      expect(data.content.en).toBe((await shopPost(listed!.id)).data.content);
    });

    it('refuses a bad field naming it, and changes nothing', async () => {
      const [listed] = (await call(t.app, admin.adminBlogPostList, {}, owner())).data.list;
      const stored = (await call(t.app, admin.adminBlogPostDetail, { id: listed!.id }, owner())).data;
      const fields = written('refused');
      const cases: [unknown, string, string][] = [
        [{ ...fields, title: { en: ' ', zh: '烫金' } }, 'Please input title (English)', '请输入标题（英文）'],
        [{ ...fields, img: '' }, 'Please choose image', '请选择图片'],
        [{ ...fields, img: '/uploads/a.png' }, 'Please choose image', '请选择图片'],
        [
          { ...fields, publishedOn: '2026-02-30' },
          'Publish date must be a date written as YYYY-MM-DD',
          '发布日期须为 YYYY-MM-DD 格式的日期',
        ],
        [
          { ...fields, publishedOn: '1999-12-31' },
          'Publish date must be a day from 2000-01-01 to 2100-12-31',
          '发布日期须为 2000-01-01 至 2100-12-31 之间的日期',
        ],
        [{ ...fields, status: 'hidden' }, 'Please choose status', '请选择状态'],
        [
          { ...fields, categories: [999] },
          'Please choose the post’s categories among the blog’s',
          '请从博客的分类中选择文章的分类',
        ],
        [
          { ...fields, categories: Array.from({ length: 11 }, (_, i) => i + 1) },
          'Please give at most 10 categories',
          '分类最多 10 个',
        ],
      ];
      for (const [input, en, zh] of cases) {
        const sent = { id: listed!.id, ...(input as object) };
        expect(await callUnchecked(t.app, admin.adminBlogPostUpdate, sent, owner())).toMatchObject({
          status: 400,
          msg: en,
        });
        expect((await callUnchecked(t.app, admin.adminBlogPostUpdate, sent, owner('zh'))).msg).toBe(zh);
      }
      expect((await call(t.app, admin.adminBlogPostDetail, { id: listed!.id }, owner())).data).toEqual(
        stored,
      );
      const total = (await call(t.app, admin.adminBlogPostList, {}, owner())).data.total;
      expect(
        (await callUnchecked(t.app, admin.adminBlogPostCreate, { ...fields, categories: [999] }, owner()))
          .status,
      ).toBe(400);
      expect((await call(t.app, admin.adminBlogPostList, {}, owner())).data.total).toBe(total);
    });

    it('answers 404 for a post that is not one', async () => {
      expect(await call(t.app, admin.adminBlogPostDetail, { id: 99_999 }, owner('zh'))).toMatchObject({
        status: 404,
        msg: '文章不存在',
      });
      expect(
        (await call(t.app, admin.adminBlogPostUpdate, { id: 99_999, ...written('none') }, owner())).status,
      ).toBe(404);
      expect((await call(t.app, admin.adminBlogPostDelete, { id: 99_999 }, owner())).status).toBe(404);
    });
  });

  describe('categories', () => {
    it('lists them in the blog’s order with how many posts each has', async () => {
      const { data } = await call(t.app, admin.adminBlogCategoryList, {}, owner());
      const shop = (await shopList('zh')).data.typeVoList;
      expect(data.list.map((category) => category.id)).toEqual(shop.map((category) => category.id));
      expect(data.list.map((category) => category.title.zh)).toEqual(shop.map((category) => category.title));
      expect(data.list.every((category) => category.posts > 0)).toBe(true);
    });

    it('adds one at the end, renames it, puts them in order, and removes it only without posts', async () => {
      await shopList('zh');
      const created = await call(
        t.app,
        admin.adminBlogCategoryCreate,
        { title: { en: 'Packaging', zh: '包装' } },
        owner(),
      );
      expect(created).toMatchObject({ status: 200, msg: 'Category “Packaging” added', data: { posts: 0 } });
      const { id } = created.data;
      expect((await shopList('zh')).data.typeVoList.at(-1)).toEqual({ id, title: '包装' });
      expect((await auditRows(t.db, 'blogCategory.create', id))[0]).toMatchObject({
        entity: 'blogCategory',
        after: created.data,
      });

      const renamed = await call(
        t.app,
        admin.adminBlogCategoryUpdate,
        { id, title: { en: 'Boxes', zh: '包装盒' } },
        owner('zh'),
      );
      expect(renamed).toMatchObject({
        msg: '分类“包装盒”已保存',
        data: { title: { en: 'Boxes', zh: '包装盒' } },
      });
      expect((await shopList('zh')).data.typeVoList.at(-1)?.title).toBe('包装盒');
      expect((await auditRows(t.db, 'blogCategory.update', id))[0]).toMatchObject({
        before: created.data,
        after: renamed.data,
      });

      const ids = [...categoryIds, id];
      const reordered = [id, ...categoryIds];
      const ordered = await call(t.app, admin.adminBlogCategoryOrder, { ids: reordered }, owner());
      expect(ordered.data.list.map((category) => category.id)).toEqual(reordered);
      expect((await shopList()).data.typeVoList.map((category) => category.id)).toEqual(reordered);
      expect((await auditRows(t.db, 'blogCategory.order', null))[0]).toMatchObject({
        before: { ids },
        after: { ids: reordered },
      });
      expect((await call(t.app, admin.adminBlogCategoryOrder, { ids: categoryIds }, owner())).status).toBe(
        409,
      );

      const post = await call(
        t.app,
        admin.adminBlogPostCreate,
        written('boxed', { categories: [id] }),
        owner(),
      );
      expect(await call(t.app, admin.adminBlogCategoryDelete, { id }, owner())).toMatchObject({
        status: 409,
        msg: 'Posts are still in this category (1): take them out of it before removing it',
      });
      await call(t.app, admin.adminBlogPostDelete, { id: post.data.id }, owner());
      expect(await call(t.app, admin.adminBlogCategoryDelete, { id }, owner())).toMatchObject({
        status: 200,
        msg: 'Category removed',
      });
      expect((await shopList()).data.typeVoList.map((category) => category.id)).toEqual(categoryIds);
      expect((await auditRows(t.db, 'blogCategory.delete', id))[0]).toMatchObject({
        before: renamed.data,
        after: null,
      });
      expect((await call(t.app, admin.adminBlogCategoryDelete, { id }, owner())).status).toBe(404);
      expect(
        (await call(t.app, admin.adminBlogCategoryUpdate, { id, title: { en: 'A', zh: 'A' } }, owner()))
          .status,
      ).toBe(404);
    });

    it('refuses a name left empty or too long in either language', async () => {
      const before = (await call(t.app, admin.adminBlogCategoryList, {}, owner())).data;
      const cases: [unknown, string, string][] = [
        [
          { title: { en: 'Paper', zh: '' } },
          'Please input category name (Chinese)',
          '请输入分类名称（中文）',
        ],
        [
          { title: { en: 'x'.repeat(121), zh: '纸' } },
          'Category name (English) is too long (at most 120 characters)',
          '分类名称（英文）过长（最多 120 个字符）',
        ],
      ];
      for (const [input, en, zh] of cases) {
        expect(await callUnchecked(t.app, admin.adminBlogCategoryCreate, input, owner())).toMatchObject({
          status: 400,
          msg: en,
        });
        expect((await callUnchecked(t.app, admin.adminBlogCategoryCreate, input, owner('zh'))).msg).toBe(zh);
      }
      expect((await call(t.app, admin.adminBlogCategoryList, {}, owner())).data).toEqual(before);
    });
  });

  it('is the owners’ alone: no session is 401, production and support get 403', async () => {
    const post = written('nobody');
    expect((await call(t.app, admin.adminBlogPostCreate, post)).status).toBe(401);
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminBlogPostCreate, post, as(staff[role]))).status).toBe(403);
      expect(
        (await call(t.app, admin.adminBlogCategoryDelete, { id: categoryIds[0]! }, as(staff[role]))).status,
      ).toBe(403);
    }
    expect((await call(t.app, admin.adminBlogPostList, { status: 'draft' }, owner())).data.total).toBe(0);
  });
});
