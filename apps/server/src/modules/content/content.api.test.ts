import { api } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryData } from '../../seed/catalog/index.ts';
import { articles as articleData } from '../../seed/content/articles.ts';
import { blogCategories as blogCategoryData, blogPosts as blogPostData } from '../../seed/content/blog.ts';
import { designArticles, partners, processSteps, siteSettings } from '../../seed/content/home.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countQueries } from '../../test/database.ts';
import { type CallInput, type CallOptions, call, callUnchecked } from '../../test/http.ts';
import { articles, blogPosts, productNotices } from './tables.ts';

const han = /\p{Script=Han}/u;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const media = /^\/media\/.+\.webp$/;
const unsafe = /<script|onerror|onclick|alert/;
const scriptHtml = '<p>Kept</p><script>alert(1)</script><img src="/media/x.webp" onerror="alert(2)">';

describe('content API', () => {
  let t: TestApp;
  let scriptPostId: number;
  let scriptArticleId: number;

  // Rows with unsafe HTML go in before any request, so no cached answer predates them.
  beforeAll(async () => {
    t = await createTestApp();
    const text = (en: string, zh = '') => ({ en, zh });
    const [post] = await t.db
      .insert(blogPosts)
      .values({
        title: text('Unsafe post'),
        subheading: text(''),
        img: '/media/x.webp',
        content: text(scriptHtml),
        publishedAt: new Date('2000-01-01'),
      })
      .returning();
    scriptPostId = post!.id;
    const [article] = await t.db
      .insert(articles)
      .values({
        id: 50,
        kind: 'page',
        title: text('Unsafe'),
        subheading: text(''),
        content: text(scriptHtml),
      })
      .returning();
    scriptArticleId = article!.id;
    await t.db
      .insert(productNotices)
      .values({ kind: 'precaution', sort: 9, title: text(''), remark: text(scriptHtml) });
  });
  afterAll(() => t.close());

  const zh = { lang: 'zh' };
  const posts = (input: CallInput<typeof api.blogList> = {}, options?: CallOptions) =>
    call(t.app, api.blogList, input, options);
  const postsOfType = (input: CallInput<typeof api.blogListByType>) => call(t.app, api.blogListByType, input);
  const post = (id: number, options?: CallOptions) => call(t.app, api.blogPostDetail, { id }, options);
  const article = (type: number, options?: CallOptions) => call(t.app, api.queryArticle, { type }, options);

  describe('home', () => {
    it('answers banners and every level-1 category with its children', async () => {
      const res = await call(t.app, api.homeInto, {});
      expect(res.status).toBe(200);
      expect(res.data.img).toBe(siteSettings.bannerImg);
      expect(res.data.mimg).toBe(siteSettings.bannerMobileImg);
      expect(res.data.categorylist.map((c) => c.typeName)).toEqual(categoryData.map((c) => c.name.en));
      expect(res.data.categorysecond.map((c) => c.typeName)).toEqual(
        categoryData.filter((c) => c.popular).map((c) => c.name.en),
      );
      const first = res.data.categorylist[0]!;
      expect(first.pid).toBeGreaterThan(0);
      expect(first.img).toMatch(media);
      expect(first.subclassVOList.map((s) => s.typeName)).toEqual(
        categoryData[0]!.children.map((s) => s.name.en),
      );
      expect(first.subclassVOList[0]!.img).toMatch(media);
      expect(res.data.categorysecond[0]).toEqual(first);

      const chinese = await call(t.app, api.homeInto, {}, zh);
      expect(chinese.data.categorylist[0]!.typeName).toBe('名片');
      expect(chinese.data.categorylist[0]!.subclassVOList[0]!.typeName).toMatch(han);
    });

    it('answers the four product carousels, up to 12 each', async () => {
      const res = await call(t.app, api.homeIntoProduct, {});
      expect(res.status).toBe(200);
      for (const list of [res.data.hotlist, res.data.newlist, res.data.tslist, res.data.yhlist]) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(12);
        for (const item of list) {
          expect(item.product_no).toMatch(/^[A-Z]{2}-\d{4}$/);
          expect(item.icon).toMatch(media);
          expect(item.price).toBeGreaterThan(0);
          expect(Math.round(item.price * 100) / 100).toBe(item.price);
          expect(Array.isArray(item.featureTags)).toBe(true);
        }
      }
      const chinese = await call(t.app, api.homeIntoProduct, {}, zh);
      expect(chinese.data.hotlist[0]!.product_no).toBe(res.data.hotlist[0]!.product_no);
      expect(chinese.data.hotlist[0]!.productname).not.toBe(res.data.hotlist[0]!.productname);
      expect(chinese.data.hotlist[0]!.productname).toMatch(han);
    });

    it('answers partners, the video and customer comments, newest first', async () => {
      const res = await call(t.app, api.activityList, {});
      expect(res.status).toBe(200);
      expect(res.data.list).toEqual(partners);
      expect(res.data.videourl).toBe(siteSettings.videoUrl);
      const times = res.data.evaluationItems.map((e) => e.createTime);
      expect(times.length).toBeGreaterThan(2);
      expect(times).toEqual([...times].sort().reverse());
      for (const item of res.data.evaluationItems) {
        expect(item.createTime).toMatch(isoDate);
        expect(item.fraction).toBeGreaterThanOrEqual(0);
        expect(item.fraction).toBeLessThanOrEqual(5);
        expect(item.img).toMatch(media);
      }
      const chinese = await call(t.app, api.activityList, {}, zh);
      expect(chinese.data.evaluationItems[0]!.content).toMatch(han);
      expect(chinese.data.evaluationItems[0]!.author).toBe(res.data.evaluationItems[0]!.author);
    });

    it('answers the header data', async () => {
      const res = await call(t.app, api.homeTitle, {}, zh);
      expect(res.data.title).toBe(siteSettings.title.zh);
      expect(res.data.categoryFirst[0]!.typeName).toBe('名片');
    });
  });

  describe('printing knowledge', () => {
    const total = blogPostData.length + 1;

    it('pages the posts, newest first, with every category', async () => {
      const res = await posts();
      expect(res.status).toBe(200);
      expect(res.data.total).toBe(total);
      expect(res.data.list).toHaveLength(10);
      expect(res.data.typeVoList.map((c) => c.title)).toEqual(blogCategoryData.map((c) => c.title.en));
      const newest = [...blogPostData].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
      expect(res.data.list[0]).toMatchObject({ title: newest.title.en, subheading: newest.subheading.en });
      expect(res.data.list[0]!.typenames).toEqual(
        blogCategoryData.filter((c) => newest.categories.includes(c.key)).map((c) => c.title.en),
      );
      for (const item of res.data.list) {
        expect(item.img).toMatch(media);
        expect(item.typenames.length).toBeGreaterThan(0);
      }

      const page = (n: number) => posts({ pagesize: n, pagenum: 10 });
      const two = await page(2);
      const last = await page(Math.ceil(total / 10));
      const beyond = await page(Math.ceil(total / 10) + 1);
      expect(two.data.list[0]!.id).not.toBe(res.data.list[0]!.id);
      expect(last.data.list).toHaveLength(total % 10 || 10);
      // The post dated 2000 is the oldest, so it ends the last page.
      expect(last.data.list.at(-1)!.id).toBe(scriptPostId);
      expect(beyond.data.list).toEqual([]);
      expect(beyond.data.total).toBe(total);
      const ids = [res.data, two.data].flatMap((d) => d.list.map((p) => p.id));
      expect(new Set(ids).size).toBe(20);
    });

    it('answers in Chinese', async () => {
      const res = await posts({}, zh);
      expect(res.data.list[0]!.title).toMatch(han);
      expect(res.data.list[0]!.typenames[0]).toMatch(han);
      expect(res.data.typeVoList[0]!.title).toBe(blogCategoryData[0]!.title.zh);
    });

    it('filters by category', async () => {
      const all = await posts();
      const category = all.data.typeVoList[0]!;
      const res = await postsOfType({ type: category.id, pagenum: 100 });
      expect(res.status).toBe(200);
      const key = blogCategoryData[0]!.key;
      expect(res.data.total).toBe(blogPostData.filter((p) => p.categories.includes(key)).length);
      expect(res.data.list).toHaveLength(res.data.total);
      for (const item of res.data.list) expect(item.typenames).toContain(category.title);
      const second = await postsOfType({ type: category.id, pagesize: 2, pagenum: 2 });
      expect(second.data.list.map((p) => p.id)).toEqual(res.data.list.slice(2, 4).map((p) => p.id));
      expect((await postsOfType({ type: 99999 })).status).toBe(404);
    });

    it('reads a page of posts in a fixed number of queries whatever its size', async () => {
      const small = await countQueries(t.db, () => posts({ pagenum: 3 }));
      const large = await countQueries(t.db, () => posts({ pagenum: 30 }));
      expect(small).toBe(large);
      expect(large).toBe(4);
    });

    it('answers one post with sanitised HTML, 404 for an unknown one', async () => {
      const list = await posts();
      const id = list.data.list[0]!.id;
      const res = await post(id);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ id, title: list.data.list[0]!.title });
      expect(res.data.publishedAt).toMatch(isoDate);
      expect(res.data.content).toContain('<');
      const chinese = await post(id, zh);
      expect(chinese.data.content).toMatch(han);
      expect(chinese.data.title).not.toBe(res.data.title);

      const unsafePost = await post(scriptPostId);
      expect(unsafePost.data.content).toContain('<p>Kept</p>');
      expect(unsafePost.data.content).not.toMatch(unsafe);
      expect(unsafePost.data.publishedAt).toBe('2000-01-01');

      const missing = await post(999999);
      expect(missing).toMatchObject({ status: 404, code: 404, msg: 'Post not found' });
    });

    it('answers 400 for bad input', async () => {
      for (const [endpoint, input] of [
        [api.blogList, { pagesize: 0 }],
        [api.blogList, { pagenum: 'abc' }],
        [api.blogList, { pagesize: -1 }],
        [api.blogListByType, {}],
        [api.blogListByType, { type: 'abc' }],
        [api.blogPostDetail, {}],
        [api.blogPostDetail, { id: 'x' }],
        [api.queryArticle, {}],
        [api.queryArticle, { type: '1e20' }],
      ] as const) {
        const res = await callUnchecked(t.app, endpoint, input);
        const what = `${endpoint.path} ${JSON.stringify(input)}`;
        expect(res.status, what).toBe(400);
        expect(res.code, what).toBe(400);
      }
    });
  });

  describe('articles', () => {
    it('answers a numbered article in both languages', async () => {
      const terms = articleData.find((a) => a.no === 8)!;
      const res = await article(8);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ title: terms.title.en, subheading: terms.subheading.en });
      expect(res.data.content).toContain('<h2>');
      const chinese = await article(8, zh);
      expect(chinese.data.title).toBe('服务条款');
      expect(chinese.data.content).toMatch(han);
      for (const no of [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]) {
        expect((await article(no)).status, String(no)).toBe(200);
      }
    });

    it('sanitises article HTML and answers 404 for an unknown number', async () => {
      const res = await article(scriptArticleId);
      expect(res.data.content).toContain('<p>Kept</p>');
      expect(res.data.content).not.toMatch(unsafe);
      expect(res.data.img).toBeNull();
      const missing = await article(7, zh);
      expect(missing).toMatchObject({ status: 404, code: 404, msg: '文章不存在' });
      // Design-service entries share the table but have no article number.
      expect((await article(100)).status).toBe(404);
    });

    it('lists the design-service articles', async () => {
      const res = await call(t.app, api.designServiceContent, {});
      expect(res.status).toBe(200);
      expect(res.data.map((a) => a.title)).toEqual(designArticles.map((a) => a.title.en));
      expect(res.data[0]!.id).toBeGreaterThan(0);
      expect(res.data[0]!.content).toContain('<p>');
      const chinese = await call(t.app, api.designServiceContent, {}, zh);
      expect(chinese.data[0]!.title).toBe(designArticles[0]!.title.zh);
      expect(chinese.data[0]!.content).toMatch(han);
    });
  });

  describe('ordering process', () => {
    it('answers the texts every product page shares, with sanitised HTML', async () => {
      const res = await call(t.app, api.orderProcessNotices, {});
      expect(res.status).toBe(200);
      const { precautionslist, orderlclist, wgaolist, aftersalesservicelist } = res.data;
      expect(orderlclist.map((s) => s.title)).toEqual(processSteps.map((s) => s.title.en));
      expect(orderlclist[0]!.img).toMatch(media);
      expect(wgaolist.length).toBeGreaterThan(0);
      expect(wgaolist[0]!.remark.length).toBeGreaterThan(0);
      expect(aftersalesservicelist).toHaveLength(1);
      expect(aftersalesservicelist[0]!.content).toContain('<h3>');
      expect(precautionslist).toHaveLength(2);
      expect(precautionslist[1]!.content).toContain('<p>Kept</p>');
      for (const item of [...precautionslist, ...aftersalesservicelist])
        expect(item.content).not.toMatch(unsafe);

      const chinese = await call(t.app, api.orderProcessNotices, {}, zh);
      expect(chinese.data.precautionslist[0]!.content).toMatch(han);
      expect(chinese.data.wgaolist[0]!.title).toMatch(han);
    });

    it('lists the ordering-process steps', async () => {
      const res = await call(t.app, api.orderProcessList, {});
      const all = await call(t.app, api.orderProcessNotices, {});
      expect(res.status).toBe(200);
      expect(res.data).toEqual(all.data.orderlclist);
      const chinese = await call(t.app, api.orderProcessList, {}, zh);
      expect(chinese.data.map((s) => s.title)).toEqual(processSteps.map((s) => s.title.zh));
    });
  });
});
