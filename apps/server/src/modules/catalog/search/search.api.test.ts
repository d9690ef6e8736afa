import { admin, api } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryData, productData } from '../../../seed/catalog/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { countQueries } from '../../../test/database.ts';
import { type CallInput, type CallOptions, call, callUnchecked } from '../../../test/http.ts';
import { aSubcategory, testProductRow } from '../../../test/product-draft.ts';
import { staffOfEveryRole } from '../../../test/staff.ts';
import { products } from '../tables.ts';

const han = /\p{Script=Han}/u;
const named = (text: string) => productData.filter((p) => p.name.en.toLowerCase().includes(text)).length;
const popularCategories = (lang: 'en' | 'zh') =>
  categoryData.filter((c) => c.popular).map((c) => c.name[lang]);

describe('searching the catalogue: /api/product/search and /api/product/suggest', () => {
  let t: TestApp;
  let owner: CallOptions;

  beforeAll(async () => {
    t = await createTestApp();
    owner = { headers: (await staffOfEveryRole(t.db)).owner.headers };
    const categoryId = await aSubcategory(t.db);
    const text = (en: string, zh = '') => ({ en, zh });
    const product = (productNo: string, name: { en: string; zh: string }, extra = {}) =>
      testProductRow(productNo, categoryId, name, extra);
    // A word no demo product has, in each place a product can hold it, listed in the reverse of
    // the order search ranks them.
    await t.db.insert(products).values([
      product('ZZ-TEXT', text('Plain Mailers', '普通飞机盒'), {
        remark: text('<p>Quiet <b>zephyrine</b> paper</p>', '<p>微风纸</p>'),
      }),
      product('ZZ-TAG', text('Plain Tubes', '普通纸筒'), {
        featureTags: { en: ['Zephyrine finish'], zh: ['微风工艺'] },
      }),
      product('ZZ-NAME', text('Quiet Zephyrine Boxes', '安静微风盒')),
      product('ZZ-START', text('Zephyrine Boxes', '微风盒')),
      product('ZZ-HIDDEN', text('Zephyrine Secret Boxes', '微风秘密盒'), { active: false }),
    ]);
  });
  afterAll(() => t.close());

  const search = (
    productName: string,
    paging: Omit<CallInput<typeof api.productSearch>, 'productName'> = {},
    options?: CallOptions,
  ) => call(t.app, api.productSearch, { productName, ...paging }, options);
  const suggest = (productName: string, options?: CallOptions) =>
    call(t.app, api.productSuggest, { productName }, options);
  const numbers = (list: { product_no: string }[]) => list.map((p) => p.product_no);

  it('ranks a name beginning with the text, then a name, then categories and tags, then texts', async () => {
    const res = await search('zephyrine');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 4, categories: [] });
    expect(numbers(res.data.list)).toEqual(['ZZ-START', 'ZZ-NAME', 'ZZ-TAG', 'ZZ-TEXT']);
    expect(numbers((await search('微风', {}, { lang: 'zh' })).data.list)).toEqual([
      'ZZ-START',
      'ZZ-NAME',
      'ZZ-TAG',
      'ZZ-TEXT',
    ]);
  });

  it('forgives a typo in a word of five letters or more: bussiness card, stiker', async () => {
    const cards = await search('bussiness card', { pagenum: 100 });
    expect(cards.data.total).toBeGreaterThanOrEqual(named('business card'));
    // Every product named a business card comes before those that are only filed as one.
    const inName = cards.data.list.map((p) => p.productname.toLowerCase().includes('business card'));
    expect(inName.indexOf(false)).toBe(named('business card'));
    expect(inName.lastIndexOf(true)).toBe(named('business card') - 1);

    const stickers = await search('stiker', { pagenum: 100 });
    expect(stickers.data.total).toBeGreaterThanOrEqual(named('sticker'));
    expect(stickers.data.list[0]!.productname).toMatch(/sticker/i);
    expect(numbers((await search('zephyrnie')).data.list)).toEqual([
      'ZZ-START',
      'ZZ-NAME',
      'ZZ-TAG',
      'ZZ-TEXT',
    ]);
  });

  it('finds Chinese by substring, whichever language the page is in, and answers in the page’s', async () => {
    const zh = await search('名片', { pagenum: 100 }, { lang: 'zh' });
    const withName = productData.filter((p) => p.name.zh.includes('名片')).length;
    expect(zh.data.total).toBeGreaterThan(withName);
    expect(zh.data.list.slice(0, withName).every((p) => p.productname.includes('名片'))).toBe(true);
    expect(zh.data.list[withName]!.productname).not.toContain('名片');
    const en = await search('名片', { pagenum: 100 });
    expect(numbers(en.data.list)).toEqual(numbers(zh.data.list));
    expect(en.data.list[0]!.productname).not.toMatch(han);
    expect((await search('BUSINESS   Cards', {}, { lang: 'zh' })).data.list[0]!.productname).toMatch(han);
  });

  it('needs every word: more words find fewer products', async () => {
    const cards = (await search('cards')).data.total;
    const matte = await search('matte business cards', { pagenum: 100 });
    expect(matte.data.total).toBeGreaterThan(0);
    expect(matte.data.total).toBeLessThan(cards);
    expect(matte.data.list[0]!.productname).toBe('Classic Matte Business Cards');
  });

  it('offers categories when nothing is found: those named like a word of the text, else the popular ones', async () => {
    const related = await search('bussiness qwxz');
    expect(related.data).toMatchObject({ list: [], total: 0 });
    expect(related.data.categories.map((c) => c.typeName)).toContain('Business Cards');
    for (const lang of ['en', 'zh'] as const) {
      const none = await search('qwxz vbnm', {}, { lang });
      expect(none.data.list).toEqual([]);
      expect(none.data.categories.map((c) => c.typeName)).toEqual(popularCategories(lang));
    }
    expect((await search('%_')).data).toMatchObject({ list: [], total: 0 });
  });

  it('pages the results', async () => {
    const first = await search('card', { pagenum: 4 });
    const second = await search('card', { pagenum: 4, pagesize: 2 });
    const beyond = await search('card', { pagenum: 4, pagesize: Math.ceil(first.data.total / 4) + 1 });
    expect(first.data.list).toHaveLength(4);
    expect(second.data.total).toBe(first.data.total);
    expect(second.data.list[0]!.product_no).not.toBe(first.data.list[0]!.product_no);
    expect(beyond.data).toEqual({ list: [], total: first.data.total, categories: [] });
  });

  it('never finds a hidden product, nor one hidden after searches found it', async () => {
    expect(numbers((await search('secret')).data.list)).toEqual([]);
    expect(numbers((await search('zephyrine boxes')).data.list)).toEqual(['ZZ-START', 'ZZ-NAME']);
    expect(numbers((await suggest('zephyrine')).data.products)).toContain('ZZ-START');

    const { product } = (await call(t.app, admin.adminProduct, { productNo: 'ZZ-START' }, owner)).data;
    const hidden = await call(t.app, admin.adminProductUpdate, { ...product, active: false }, owner);
    expect(hidden.status).toBe(200);
    expect(numbers((await search('zephyrine boxes')).data.list)).toEqual(['ZZ-NAME']);
    expect(numbers((await suggest('zephyrine')).data.products)).not.toContain('ZZ-START');
  });

  it('suggests products and categories for what is typed so far, in the page’s language', async () => {
    const en = await suggest('bussiness');
    expect(en.status).toBe(200);
    expect(en.data.products.length).toBeGreaterThan(0);
    expect(en.data.products.length).toBeLessThanOrEqual(6);
    for (const item of en.data.products) expect(item.productname).toMatch(/business/i);
    expect(en.data.categories[0]).toMatchObject({ typeName: 'Business Cards', level: 1 });

    const zh = await suggest('名片', { lang: 'zh' });
    expect(zh.data.products.every((item) => item.productname.includes('名片'))).toBe(true);
    expect(zh.data.categories.map((c) => c.typeName)).toContain('名片');
    expect(zh.data.categories.length).toBeLessThanOrEqual(3);

    expect((await suggest('qwxz')).data).toEqual({ products: [], categories: [] });
  });

  it('refuses missing, blank, too long or unstorable text with a 400 naming the field, in either language', async () => {
    for (const endpoint of [api.productSearch, api.productSuggest]) {
      for (const productName of [undefined, '   ', 'x'.repeat(201), 'card\u0000']) {
        const res = await callUnchecked(t.app, endpoint, { productName });
        expect(res.status, `${endpoint.path} ${productName}`).toBe(400);
        expect(res.msg, `${endpoint.path} ${productName}`).toMatch(/search text/i);
        const zh = await callUnchecked(t.app, endpoint, { productName }, { lang: 'zh' });
        expect(zh.msg, `${endpoint.path} ${productName}`).toContain('搜索内容');
      }
      expect((await callUnchecked(t.app, endpoint, { productName: 'x'.repeat(200) })).status).toBe(200);
    }
    expect((await search('card', { pagesize: 0 })).status).toBe(400);
    expect((await search('x', { pagenum: '\u0000' })).msg).toBe('Please enter a number for page size');
    expect((await search('card', { pagesize: 500 })).status).toBe(200);
  });

  it('answers from memory: once the index is built, a search reads nothing from the database', async () => {
    await search('labels');
    expect(await countQueries(t.db, () => search('banners'))).toBe(0);
    expect(await countQueries(t.db, () => suggest('poster'))).toBe(0);
  });
});
