import { admin, api } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';

const ABOUT_US = 10;
const SCRIPT =
  '<p>Safe words</p><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)">';

/** An article as an owner writes it; `tag` keeps one test's texts apart from another's. */
const written = (tag: string): admin.ArticleFields => ({
  title: { en: `About ${tag}`, zh: `关于 ${tag}` },
  subheading: { en: `We print ${tag}`, zh: `我们印刷 ${tag}` },
  img: '/media/illustration/about.webp',
  content: { en: `<h2>Hello ${tag}</h2><p>English.</p>`, zh: `<h2>你好 ${tag}</h2><p>中文。</p>` },
});

describe('the articles: /api/admin/articles and /api/admin/design-articles', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const owner = (lang?: string) => as(staff.owner, lang);
  const shopArticle = (no: number, lang = 'en') => call(t.app, api.queryArticle, { type: no }, { lang });
  const designPage = (lang = 'en') => call(t.app, api.designServiceContent, {}, { lang });

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('lists the twelve numbered pages by number and the design-service entries in their order', async () => {
    const { status, data } = await call(t.app, admin.adminArticleList, {}, owner());
    expect(status).toBe(200);
    expect(data.pages.map((page) => page.id)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(data.pages.every((page) => page.kind === 'page' && page.title.en && page.title.zh)).toBe(true);
    const shop = await designPage();
    expect(data.designs.map((design) => design.id)).toEqual(shop.data.map((design) => design.id));
    expect(data.designs[0]).not.toHaveProperty('content');
  });

  it('reads one article with each text in both languages; an unknown one is 404 in the reader’s language', async () => {
    const { data } = await call(t.app, admin.adminArticleDetail, { id: ABOUT_US }, owner());
    const [en, zh] = [await shopArticle(ABOUT_US), await shopArticle(ABOUT_US, 'zh')];
    expect(data).toMatchObject({ id: ABOUT_US, kind: 'page', img: en.data.img });
    expect(data.title).toEqual({ en: en.data.title, zh: zh.data.title });
    expect(data.content.zh).toContain('<p>');
    for (const [lang, msg] of [
      ['en', 'Article not found'],
      ['zh', '文章不存在'],
    ]) {
      expect(await call(t.app, admin.adminArticleDetail, { id: 999 }, owner(lang))).toMatchObject({
        status: 404,
        msg,
      });
    }
  });

  it('saves a page article sanitised, audited before and after, and the cached storefront page changes at once', async () => {
    const before = (await call(t.app, admin.adminArticleDetail, { id: ABOUT_US }, owner())).data;
    // The storefront caches the article for every visitor: read it first so the edit replaces something.
    await shopArticle(ABOUT_US, 'zh');
    const fields = { ...written('saved'), content: { en: '<p>English.</p>', zh: SCRIPT } };
    const res = await call(t.app, admin.adminArticleUpdate, { id: ABOUT_US, ...fields }, owner('zh'));
    expect(res).toMatchObject({ status: 200, msg: '文章“关于 saved”已保存' });
    expect(res.data.content.zh).toContain('<p>Safe words</p>');
    expect(res.data.content.zh).not.toMatch(/script|onerror|alert/);

    const shop = await shopArticle(ABOUT_US, 'zh');
    expect(shop.data).toMatchObject({ title: '关于 saved', subheading: '我们印刷 saved', img: fields.img });
    expect(shop.data.content).toBe(res.data.content.zh);
    expect((await shopArticle(ABOUT_US)).data.title).toBe('About saved');

    const [entry] = await auditRows(t.db, 'article.update', ABOUT_US);
    expect(entry).toMatchObject({ staffId: staff.owner.id, entity: 'article', before, after: res.data });
  });

  it('takes an article’s image away with an empty one', async () => {
    const res = await call(
      t.app,
      admin.adminArticleUpdate,
      { id: 11, ...written('plain'), img: '' },
      owner(),
    );
    expect(res.data.img).toBeNull();
    expect((await shopArticle(11)).data.img).toBeNull();
  });

  it('refuses a bad field naming it and its language, and changes nothing', async () => {
    const stored = (await call(t.app, admin.adminArticleDetail, { id: 12 }, owner())).data;
    const fields = written('refused');
    const cases: [unknown, string, string][] = [
      [
        { ...fields, title: { en: 'Join us', zh: ' ' } },
        'Please input title (Chinese)',
        '请输入标题（中文）',
      ],
      [
        { ...fields, content: { en: 'x'.repeat(admin.CONTENT_LIMITS.html + 1), zh: '<p>中</p>' } },
        `Article text (English) is too long (at most ${admin.CONTENT_LIMITS.html} characters)`,
        `正文（英文）过长（最多 ${admin.CONTENT_LIMITS.html} 个字符）`,
      ],
      [{ ...fields, img: 'https://elsewhere.test/a.webp' }, 'Please choose image', '请选择图片'],
      [
        { ...fields, subheading: { en: 'x'.repeat(301), zh: '' } },
        'Subheading (English) is too long (at most 300 characters)',
        '副标题（英文）过长（最多 300 个字符）',
      ],
    ];
    for (const [input, en, zh] of cases) {
      const sent = { id: 12, ...(input as object) };
      expect(await callUnchecked(t.app, admin.adminArticleUpdate, sent, owner())).toMatchObject({
        status: 400,
        msg: en,
      });
      expect((await callUnchecked(t.app, admin.adminArticleUpdate, sent, owner('zh'))).msg).toBe(zh);
    }
    expect(await call(t.app, admin.adminArticleUpdate, { id: 999, ...fields }, owner())).toMatchObject({
      status: 404,
      msg: 'Article not found',
    });
    expect((await call(t.app, admin.adminArticleDetail, { id: 12 }, owner())).data).toEqual(stored);
  });

  it('adds a design-service entry at the end, changes it, puts the entries in order and removes it', async () => {
    const created = await call(
      t.app,
      admin.adminDesignArticleCreate,
      { ...written('new'), content: { en: SCRIPT, zh: '<p>中</p>' } },
      owner(),
    );
    expect(created).toMatchObject({ status: 200, msg: '“About new” added to the design-service page' });
    const id = created.data.id;
    expect(created.data.content.en).not.toMatch(/script|onerror/);
    const shown = (await designPage()).data;
    expect(shown.at(-1)).toMatchObject({ id, title: 'About new' });
    expect((await auditRows(t.db, 'designArticle.create', id))[0]).toMatchObject({ after: created.data });

    const changed = await call(t.app, admin.adminArticleUpdate, { id, ...written('changed') }, owner());
    expect((await designPage('zh')).data.at(-1)?.title).toBe('关于 changed');
    expect((await auditRows(t.db, 'designArticle.update', id))[0]).toMatchObject({
      before: created.data,
      after: changed.data,
    });

    const ids = shown.map((design) => design.id);
    const others = ids.filter((other) => other !== id);
    const reordered = [id, ...others];
    const ordered = await call(t.app, admin.adminDesignArticleOrder, { ids: reordered }, owner());
    expect(ordered.data.designs.map((design) => design.id)).toEqual(reordered);
    expect((await designPage()).data.map((design) => design.id)).toEqual(reordered);
    expect((await auditRows(t.db, 'designArticle.order', null))[0]).toMatchObject({
      entity: 'article',
      before: { ids },
      after: { ids: reordered },
    });

    // An order that leaves an entry out, or names one twice, is not the list as it is.
    for (const wrong of [reordered.slice(1), [...reordered, id], [...reordered.slice(1), 10]]) {
      expect(await call(t.app, admin.adminDesignArticleOrder, { ids: wrong }, owner())).toMatchObject({
        status: 409,
        msg: 'The list has changed since it was loaded: reload it and put it in order again',
      });
    }

    const removed = await call(t.app, admin.adminDesignArticleDelete, { id }, owner('zh'));
    expect(removed).toMatchObject({ status: 200, msg: '已从设计服务页面删除该条目', data: { id } });
    expect((await designPage()).data.map((design) => design.id)).toEqual(others);
    expect((await auditRows(t.db, 'designArticle.delete', id))[0]).toMatchObject({
      before: changed.data,
      after: null,
    });
    expect((await call(t.app, admin.adminDesignArticleDelete, { id }, owner())).status).toBe(404);
  });

  it('never removes a numbered page article', async () => {
    expect(await call(t.app, admin.adminDesignArticleDelete, { id: ABOUT_US }, owner())).toMatchObject({
      status: 404,
      msg: 'Article not found',
    });
    expect((await shopArticle(ABOUT_US)).status).toBe(200);
  });

  it('is the owners’ alone: no session is 401, production and support get 403', async () => {
    const input = { id: 13, ...written('nobody') };
    expect((await call(t.app, admin.adminArticleUpdate, input)).status).toBe(401);
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminArticleUpdate, input, as(staff[role]))).status).toBe(403);
      expect(
        (await call(t.app, admin.adminDesignArticleCreate, written('nobody'), as(staff[role]))).status,
      ).toBe(403);
    }
    expect((await shopArticle(13)).data.title).not.toBe('About nobody');
  });

  it('reaches another app process on the same PostgreSQL database at once', async (context) => {
    if (process.env.TEST_ENGINE !== 'postgres') return context.skip();
    const other = await buildApp({ config: t.app.config, db: t.db, logger: false });
    try {
      await call(other, api.queryArticle, { type: 14 }, { lang: 'en' });
      await call(t.app, admin.adminArticleUpdate, { id: 14, ...written('elsewhere') }, owner());
      await expect
        .poll(async () => (await call(other, api.queryArticle, { type: 14 }, { lang: 'en' })).data.title)
        .toBe('About elsewhere');
    } finally {
      await other.close();
    }
  });
});
