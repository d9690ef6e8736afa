import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { admin, api, CODE, type Endpoint, type Lang } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as message } from '../i18n/messages.ts';
import { categoryPage, productDetail } from '../modules/catalog/service.ts';
import { categories } from '../modules/catalog/tables.ts';
import { article, blogPage, headerData, homeData } from '../modules/content/service.ts';
import { articles as articleData } from '../seed/content/articles.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call, requestFor } from '../test/http.ts';
import { newStaff, type TestStaff } from '../test/staff.ts';

const PRODUCT_NO = 'BC-1001';

/** One cached storefront read: the request the web app sends, and its data read past every cache. */
interface Read {
  name: string;
  request: InjectOptions;
  uncached: (lang: Lang) => Promise<unknown>;
}

describe('cached storefront reads', () => {
  let t: TestApp;
  let owner: TestStaff;
  let reads: Read[];

  const send = (request: InjectOptions, headers: Record<string, string> = {}) =>
    t.app.inject({ ...request, headers: { ...request.headers, ...headers } });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await newStaff(t.db, 'owner');
    const { shopTimeZone } = t.app.config;
    const [category] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.level, 1), eq(categories.active, true)))
      .orderBy(asc(categories.id))
      .limit(1);
    const categoryInput = { pid: category!.id, pagenum: 1 };
    const articleNo = articleData[0]!.no;
    const read = <E extends Endpoint>(endpoint: E, input: object, uncached: Read['uncached']) => ({
      name: endpoint.path,
      request: requestFor(endpoint, input),
      uncached,
    });
    reads = [
      read(api.homeTitle, {}, (lang) => headerData(t.db, lang)),
      read(api.homeInto, {}, (lang) => homeData(t.db, lang)),
      read(api.productDetail, { productNo: PRODUCT_NO }, (lang) =>
        productDetail(t.db, lang, PRODUCT_NO, shopTimeZone),
      ),
      read(api.categoryQueryList, categoryInput, (lang) =>
        categoryPage(t.db, lang, api.categoryQueryList.input.parse(categoryInput)),
      ),
      read(api.queryArticle, { type: articleNo }, (lang) => article(t.db, lang, articleNo)),
      read(api.blogList, {}, (lang) => blogPage(t.db, lang, api.blogList.input.parse({}), shopTimeZone)),
    ];
  });
  afterAll(() => t.close());

  it('sends every hit as the bytes of the envelope the route serialises uncached, in each coding', async () => {
    for (const { name, request, uncached } of reads) {
      for (const lang of ['en', 'zh'] as const) {
        const miss = await send(request, { lang });
        const hit = await send(request, { lang });
        const expected = JSON.stringify({
          code: CODE.ok,
          msg: message(lang, 'ok'),
          data: await uncached(lang),
        });
        expect(miss.body, `${name} ${lang}`).toBe(expected);
        expect(hit.body, `${name} ${lang}`).toBe(expected);
        expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');

        const br = await send(request, { lang, 'accept-encoding': 'gzip, deflate, br' });
        const gzip = await send(request, { lang, 'accept-encoding': 'gzip' });
        if (Buffer.byteLength(expected) < 1024) {
          expect(br.body, `${name} ${lang}: too small to compress`).toBe(expected);
          continue;
        }
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString(), `${name} ${lang}`).toBe(expected);
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString(), `${name} ${lang}`).toBe(expected);
      }
    }
  });

  it('answers If-None-Match naming its ETag with a bodiless 304, per language and coding', async () => {
    const product = reads.find((read) => read.name === api.productDetail.path)!.request;
    const first = await send(product);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers.vary).toBe('accept-encoding, lang');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const unchanged = await send(product, { 'if-none-match': ifNoneMatch });
      expect(unchanged.statusCode, ifNoneMatch).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
    }
    expect((await send(product, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // Another language or coding is other bytes: the tag the client holds does not name them.
    const zh = await send(product, { lang: 'zh', 'if-none-match': etag });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers.etag).not.toBe(etag);
    const br = await send(product, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(br.statusCode).toBe(200);
    expect(br.headers.etag).not.toBe(etag);
    const brAgain = await send(product, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(brAgain.statusCode).toBe(304);
  });

  it('gives a read a new ETag once a staff edit changes it, and the old one no longer answers 304', async () => {
    const header = reads.find((read) => read.name === api.homeTitle.path)!.request;
    const before = await send(header);
    const as = { headers: owner.headers };
    const settings = await call(t.app, admin.adminSiteSettings, {}, as);
    const title = { en: 'Inkfold Edited', zh: '墨折改' };
    expect((await call(t.app, admin.adminSaveSiteSettings, { ...settings.data, title }, as)).status).toBe(
      200,
    );

    await expect
      .poll(async () => (await send(header, { 'if-none-match': String(before.headers.etag) })).statusCode)
      .toBe(200);
    const after = await send(header);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.title).toBe(title.en);
    expect((await send(header, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });
});
