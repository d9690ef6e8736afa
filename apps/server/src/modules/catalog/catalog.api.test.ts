import { api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryData, productData } from '../../seed/catalog/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countQueries } from '../../test/database.ts';
import { type CallInput, type CallOptions, call, callUnchecked } from '../../test/http.ts';
import { testProductRow } from '../../test/product-draft.ts';
import { matrixSize } from './pricing.ts';
import { categories, products, reviews } from './tables.ts';

const han = /\p{Script=Han}/u;
const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

const classic = productData.find((p) => p.name.en === 'Classic Matte Business Cards')!;
const biggest = productData.reduce((a, b) => (matrixSize(b.groups) > matrixSize(a.groups) ? b : a));
const smallest = productData.reduce((a, b) => (matrixSize(b.groups) < matrixSize(a.groups) ? b : a));
const businessCards = categoryData.find((c) => c.slug === 'business-cards')!;
const businessCardCount = productData.filter((p) =>
  businessCards.children.some((child) => child.slug === p.category),
).length;

describe('catalog API', () => {
  let t: TestApp;
  let ids: Record<'top' | 'sub' | 'scriptCategory' | 'empty' | 'businessCards', number>;

  beforeAll(async () => {
    t = await createTestApp();
    const text = (en: string, zh = '') => ({ en, zh });
    const [top] = await t.db
      .insert(categories)
      .values({
        level: 1,
        slug: 'test-top',
        sort: 99,
        name: text('Test top'),
        remark: text(''),
        content: text(''),
        img: '/media/x.webp',
      })
      .returning();
    const [sub, scriptCategory] = await t.db
      .insert(categories)
      .values([
        {
          parentId: top!.id,
          level: 2,
          slug: 'test-sub',
          sort: 0,
          name: text('Test sub'),
          remark: text(''),
          content: text(''),
          img: '/media/x.webp',
        },
        {
          parentId: top!.id,
          level: 2,
          slug: 'test-script',
          sort: 1,
          name: text('Script sub'),
          remark: text(''),
          content: text('<h3>Safe</h3><script>alert(1)</script><p onclick="steal()">text</p>'),
          img: '/media/x.webp',
        },
      ])
      .returning();
    const [empty] = await t.db
      .insert(categories)
      .values({
        level: 1,
        slug: 'test-empty',
        sort: 100,
        name: text('Empty'),
        remark: text(''),
        content: text(''),
        img: '/media/x.webp',
      })
      .returning();
    const product = (productNo: string, name: { en: string; zh: string }, extra = {}) =>
      testProductRow(productNo, sub!.id, name, extra);
    await t.db.insert(products).values([
      product('TT-0001', text('100% Recycled_Paper Tags', '百分百再生纸吊牌'), {
        remark: text('<p>Nice</p><script>alert("x")</script><img src="/x.webp" onerror="alert(1)">'),
      }),
      product('TT-0002', text('Business Card Holder Stickers', '名片夹贴纸')),
      product('TT-0003', text('Hidden Cards', '隐藏名片'), { active: false }),
    ]);
    const [top1] = await t.db.select().from(categories).where(eq(categories.slug, 'business-cards'));
    ids = {
      top: top!.id,
      sub: sub!.id,
      scriptCategory: scriptCategory!.id,
      empty: empty!.id,
      businessCards: top1!.id,
    };
  });
  afterAll(() => t.close());

  const detail = (productNo: string, options?: CallOptions) =>
    call(t.app, api.productDetail, { productNo }, options);
  const reviewsOf = (productNo: string, options?: CallOptions) =>
    call(t.app, api.productReviews, { productNo }, options);
  const category = (
    endpoint: typeof api.categoryIntoData | typeof api.categoryQueryList,
    input: CallInput<typeof api.categoryIntoData>,
    options?: CallOptions,
  ) => call(t.app, endpoint, input, options);

  describe('GET /api/product/dtl', () => {
    it('answers a product with its groups, values and every SKU, in English', async () => {
      const res = await detail(classic.productNo);
      expect(res.status).toBe(200);
      const { productItem, alist, skulist } = res.data;
      expect(productItem).toMatchObject({
        productname: 'Classic Matte Business Cards',
        product_no: classic.productNo,
        img: classic.images.join(','),
        icon: classic.images[0],
        plnum: classic.reviews.length,
        server_content: classic.serverContent.en,
      });
      expect(productItem.featureTags).toEqual(classic.featureTags.en);
      expect(productItem.overview[0]).toEqual({
        key: classic.overview[0]!.key.en,
        value: classic.overview[0]!.value.en,
      });
      const average = classic.reviews.reduce((sum, r) => sum + r.fraction, 0) / classic.reviews.length;
      expect(productItem.startype).toBe(Math.round(average * 10) / 10);
      expect(alist).toHaveLength(1);
      expect(alist[0]!.hash.map((g) => g.groupName)).toEqual(classic.groups.map((g) => g.name.en));
      expect(alist[0]!.hash.map((g) => g.list.map((value) => value.pages))).toEqual(
        classic.groups.map((g) => g.values.map((value) => value.pages)),
      );
      expect(alist[0]!.hash[0]!.list[0]).toEqual({
        attributeKey: classic.groups[0]!.values[0]!.code,
        attributeValue: classic.groups[0]!.values[0]!.label.en,
        pages: null,
      });
      expect(res.data.printSize).toEqual(classic.printSize);
      expect(skulist).toHaveLength(matrixSize(classic.groups));
      const codes = classic.groups.map((g) => g.values[0]!.code).join('');
      expect(skulist[0]).toMatchObject({ codes, skuCode: `${classic.productNo}-${codes}` });
      for (const sku of skulist) {
        expect(sku.price).toBeGreaterThan(0);
        expect(twoDecimals(sku.price)).toBe(true);
      }
    });

    it('answers in Chinese with lang=zh, header or query', async () => {
      const byQuery = await callUnchecked(t.app, api.productDetail, {
        productNo: classic.productNo,
        lang: 'zh',
      });
      const byHeader = await detail(classic.productNo, { lang: 'zh' });
      for (const res of [byQuery, byHeader]) {
        expect(res.data.productItem.productname).toBe('经典哑光名片');
        expect(res.data.productItem.remark).toMatch(han);
        expect(res.data.alist[0]!.hash[0]!.groupName).toBe(classic.groups[0]!.name.zh);
      }
      expect(byQuery.msg).toBe('操作成功');
    });

    it('sanitises the remark HTML', async () => {
      const res = await detail('TT-0001');
      expect(res.data.productItem.remark).toContain('<p>Nice</p>');
      expect(res.data.productItem.remark).not.toMatch(/<script|onerror|alert/);
      expect(res.data.productItem).toMatchObject({ startype: 0, plnum: 0 });
      expect(res.data.skulist).toEqual([]);
    });

    it('uses the same small number of queries however many options a product has', async () => {
      const many = await countQueries(t.db, () => detail(biggest.productNo));
      const few = await countQueries(t.db, () => detail(smallest.productNo));
      expect(matrixSize(biggest.groups)).toBeGreaterThan(matrixSize(smallest.groups));
      expect(many).toBe(few);
      // The product, its option groups, its SKUs, and the shop's calendar for its ship-by date.
      expect(many).toBe(4);
    });

    it('answers 404 for an unknown or inactive product and 400 without a productNo', async () => {
      const unknown = await detail('NO-SUCH');
      expect(unknown).toMatchObject({ status: 404, code: 404, msg: 'Product not found', data: null });
      expect((await detail('TT-0003')).status).toBe(404);
      const missing = await callUnchecked(t.app, api.productDetail, {}, { lang: 'zh' });
      expect(missing).toMatchObject({ status: 400, code: 400 });
      expect(missing.msg).toMatch(han);
      expect((await detail('  ')).status).toBe(400);
      expect((await detail('\u0000')).msg).toBe('Product number contains characters that are not allowed');
    });
  });

  describe('GET /api/product/reviews', () => {
    it("lists the reviews in the reader's language first, each group newest first", async () => {
      for (const lang of ['en', 'zh'] as const) {
        const res = await reviewsOf(classic.productNo, { lang });
        expect(res.status).toBe(200);
        expect(res.data).toHaveLength(classic.reviews.length);
        const own = res.data.filter((r) => r.lang === lang);
        const others = res.data.filter((r) => r.lang !== lang);
        expect(own.length).toBeGreaterThan(0);
        expect(others.length).toBeGreaterThan(0);
        expect(res.data).toEqual([...own, ...others]);
        for (const group of [own, others]) {
          const times = group.map((r) => r.createTime);
          expect(times).toEqual([...times].sort().reverse());
        }
      }
    });

    it('describes every review', async () => {
      const res = await reviewsOf(classic.productNo);
      for (const review of res.data) {
        expect(review.createTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(review.fraction).toBeGreaterThanOrEqual(0);
        expect(review.fraction).toBeLessThanOrEqual(5);
        expect(typeof review.verified).toBe('boolean');
      }
    });

    it('answers an empty list for a product without reviews, 404 for an unknown one', async () => {
      expect((await reviewsOf('TT-0002')).data).toEqual([]);
      expect((await reviewsOf('NO-SUCH')).status).toBe(404);
      expect((await callUnchecked(t.app, api.productReviews, {})).status).toBe(400);
    });

    it('counts newly added reviews in the rating of an uncached product', async () => {
      const [row] = await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.productNo, 'TT-0002'));
      await t.db.insert(reviews).values([
        { productId: row!.id, fraction: 5, title: 'a', content: 'a', author: 'A' },
        { productId: row!.id, fraction: 4, title: 'b', content: 'b', author: 'B' },
        { productId: row!.id, fraction: 4, title: 'c', content: 'c', author: 'C' },
      ]);
      const res = await detail('TT-0002');
      expect(res.data.productItem).toMatchObject({ startype: 4.3, plnum: 3 });
    });
  });

  describe('GET /api/product/intodata and /api/product/querylist', () => {
    it('lists every product of a level-1 category, with its children, in pages', async () => {
      const res = await category(api.categoryIntoData, { pid: ids.businessCards });
      expect(res.status).toBe(200);
      const { type, productList, total } = res.data;
      expect(type).toMatchObject({
        id: ids.businessCards,
        typeName: 'Business Cards',
        level: 1,
        parentId: null,
      });
      expect(type.children.map((c) => c.typeName)).toEqual(businessCards.children.map((c) => c.name.en));
      expect(type.content).toContain('<h2>');
      expect(total).toBe(businessCardCount);
      expect(productList).toHaveLength(Math.min(20, total));
      for (const item of productList) {
        expect(item.price).toBeGreaterThan(0);
        expect(twoDecimals(item.price)).toBe(true);
        expect(item.startype).toBeGreaterThanOrEqual(0);
        expect(item.startype).toBeLessThanOrEqual(5);
        expect(item.icon).toMatch(/^\/media\/.+\.webp$/);
      }

      const page = (n: number) =>
        category(api.categoryQueryList, { pid: ids.businessCards, level: 1, pagesize: n, pagenum: 5 });
      const [one, two, beyond] = await Promise.all([page(1), page(2), page(Math.ceil(total / 5) + 1)]);
      expect(one.data.productList).toHaveLength(5);
      expect(two.data.productList.length).toBeGreaterThan(0);
      expect(two.data.productList[0]!.product_no).not.toBe(one.data.productList[0]!.product_no);
      const firstTen = [...one.data.productList, ...two.data.productList].map((p) => p.product_no);
      expect(new Set(firstTen).size).toBe(firstTen.length);
      expect(beyond.data).toMatchObject({ productList: [], total });
    });

    it('answers both paths alike, in Chinese too', async () => {
      const into = await category(api.categoryIntoData, { pid: ids.businessCards }, { lang: 'zh' });
      const list = await category(api.categoryQueryList, { pid: ids.businessCards }, { lang: 'zh' });
      expect(into.data).toEqual(list.data);
      expect(into.data.type.typeName).toBe('名片');
      expect(into.data.productList[0]!.productname).toMatch(han);
    });

    it('lists a level-2 category, sanitising its content', async () => {
      const child = await category(api.categoryIntoData, { pid: ids.sub, level: 2 });
      expect(child.data.type).toMatchObject({ level: 2, parentId: ids.top, children: [] });
      expect(child.data.productList.map((p) => p.product_no)).toEqual(['TT-0001', 'TT-0002']);
      expect(child.data.total).toBe(2);
      const script = await category(api.categoryIntoData, { pid: ids.scriptCategory, level: 2 });
      expect(script.data.type.content).toContain('<h3>Safe</h3>');
      expect(script.data.type.content).not.toMatch(/<script|onclick|alert/);
      const top = await category(api.categoryIntoData, { pid: ids.top });
      expect(top.data.total).toBe(2);
      const empty = await category(api.categoryIntoData, { pid: ids.empty });
      expect(empty.data).toMatchObject({ productList: [], total: 0 });
    });

    it('caps the page size at 100', async () => {
      const res = await category(api.categoryIntoData, { pid: ids.businessCards, pagenum: 1000 });
      expect(res.status).toBe(200);
      expect(res.data.productList.length).toBeLessThanOrEqual(100);
    });

    it('answers 404 for an unknown category or the wrong level, 400 for bad paging', async () => {
      expect((await category(api.categoryIntoData, { pid: 999999 })).status).toBe(404);
      expect((await category(api.categoryIntoData, { pid: ids.sub, level: 1 })).status).toBe(404);
      expect((await category(api.categoryQueryList, { pid: ids.businessCards, level: 2 })).status).toBe(404);
      const pid = ids.businessCards;
      for (const input of [
        {},
        { pid: 'abc' },
        { pid: 0 },
        { pid: 99999999999 },
        { pid, level: 3 },
        { pid, pagesize: 0 },
        { pid, pagenum: 'abc' },
        { pid, pagenum: 0 },
        { pid, pagesize: 1.5 },
      ]) {
        const res = await callUnchecked(t.app, api.categoryIntoData, input);
        expect(res.status, JSON.stringify(input)).toBe(400);
        expect(res.code, JSON.stringify(input)).toBe(400);
      }
    });

    it('reads a page in a fixed number of queries whatever its size', async () => {
      const small = await countQueries(t.db, () =>
        category(api.categoryQueryList, { pid: ids.businessCards, pagenum: 2 }),
      );
      const large = await countQueries(t.db, () =>
        category(api.categoryQueryList, { pid: ids.businessCards, pagenum: 30 }),
      );
      expect(small).toBe(large);
      expect(large).toBe(3);
    });
  });
});
