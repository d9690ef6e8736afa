import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { admin } from '@printshop/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { catalogPaths } from '../modules/catalog/service.ts';
import { contentPaths } from '../modules/content/service.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call } from '../test/http.ts';
import { newMember } from '../test/shop.ts';
import { newStaff, type TestStaff } from '../test/staff.ts';
import { compileWebApp, type WebAppBuild } from '../test/web-app.ts';
import { STAFF_PAGE_COOKIE } from './staff-auth.ts';
import { servePages } from './web.ts';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SHARED = 'public, max-age=0, must-revalidate';
const OWN = 'private, no-store';

/** The build with every page render it makes written down, by address. */
function counting(build: ServerBuild, renders: string[]): ServerBuild {
  const render = build.entry.module.default;
  const counted: typeof render = (request, ...rest) => {
    const url = new URL(request.url);
    renders.push(url.pathname + url.search);
    return render(request, ...rest);
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, default: counted } } };
}

/** The script sources a page's policy allows. */
function scriptSources(res: LightMyRequestResponse): string[] {
  const policy = String(res.headers['content-security-policy']);
  return /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
}

/** The policy sources of every inline script the page runs (data blocks are not run). */
function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g);
  return [...scripts]
    .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
}

/** docs/decisions/095: pages every visitor sees alike are rendered once per language and change. */
describe('shared pages', () => {
  let web: WebAppBuild;
  let t: TestApp;
  let owner: TestStaff;
  const renders: string[] = [];
  /** A page of each shared kind, by its address. */
  let pages: Record<string, string>;

  beforeAll(async () => {
    web = await compileWebApp();
    t = await createTestApp({ extend: (app) => servePages(app, counting(web.build, renders)) });
    owner = await newStaff(t.db, 'owner');
    const content = await contentPaths(t.db, t.app.config.shopTimeZone);
    const catalog = await catalogPaths(t.db);
    const first = (paths: string[], prefix: string) => paths.find((p) => p.startsWith(prefix))!;
    pages = {
      home: '/',
      category: first(catalog, '/category?'),
      product: first(catalog, '/product?'),
      article: first(content, '/article?'),
      blog: '/blog',
      'blog post': first(content, '/blogDetail?'),
      'design service': '/designService',
      contact: '/contact-us',
      quote: '/quotes',
      // Kept in a cache of its own (docs/decisions/112), but shared alike.
      search: '/search?search=card',
    };
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await web.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'user-agent': DESKTOP, ...headers } });
  /** How many pages `requests` rendered. */
  const rendersDuring = async (requests: () => Promise<unknown>) => {
    const before = renders.length;
    await requests();
    return renders.length - before;
  };

  it('sends every visitor of a language the same bytes, rendered once, logged in or not', async () => {
    const member = await newMember(t.db);
    const staffToken = owner.headers.cookie!.split('=')[1]!;
    const loggedIn = {
      cookie: `${owner.headers.cookie}; ${STAFF_PAGE_COOKIE}=${staffToken}; lang=en`,
      token: member.token,
    };
    for (const [kind, url] of Object.entries(pages)) {
      let answers: LightMyRequestResponse[] = [];
      const rendered = await rendersDuring(async () => {
        answers = [await get(url), await get(url, loggedIn), await get(url)];
      });
      const [stranger, member] = answers as [LightMyRequestResponse, LightMyRequestResponse];
      expect(stranger.statusCode, kind).toBe(200);
      expect(member.statusCode, kind).toBe(200);
      expect(member.body, kind).toBe(stranger.body);
      expect(member.headers.etag, kind).toBe(stranger.headers.etag);
      expect(stranger.headers['cache-control'], kind).toBe(SHARED);
      expect(rendered, kind).toBe(1);
    }
  });

  it('shares every kind of page the sitemap lists', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const firstOfEachKind = new Map<string, string>();
    for (const [, url] of sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)) {
      const address = url!.replaceAll('&amp;', '&');
      const kind = address.split('?')[0]!;
      if (!firstOfEachKind.has(kind)) firstOfEachKind.set(kind, address);
    }
    expect(firstOfEachKind.size).toBeGreaterThan(5);
    for (const address of firstOfEachKind.values()) {
      expect((await get(address)).headers['cache-control'], address).toBe(SHARED);
    }
  });

  it('renders each language apart, the address’s or the cookie’s, and ignores tracking parameters', async () => {
    const product = pages.product!;
    const english = await get(product);
    const chinese = await get(product, { cookie: 'lang=zh' });
    expect(chinese.body).toContain('<html lang="zh-Hans"');
    expect(chinese.headers.etag).not.toBe(english.headers.etag);
    const rendered = await rendersDuring(async () => {
      const tracked = await get(`${product}&utm_source=mail&fbclid=x`);
      expect(tracked.headers.etag).toBe(english.headers.etag);
      expect((await get(product, { cookie: 'lang=zh; theme=dark' })).headers.etag).toBe(chinese.headers.etag);
    });
    expect(rendered).toBe(0);
    expect((await get(`${product}&lang=zh`)).body).toBe(chinese.body);
  });

  it('answers 304 without a body to If-None-Match of the page it holds', async () => {
    const page = await get('/');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get('/', { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers).toMatchObject({
        etag,
        'cache-control': SHARED,
        vary: 'Cookie, User-Agent, Accept-Encoding',
        // A cache updates the page it kept with these: they must repeat its policy.
        'content-security-policy': page.headers['content-security-policy'],
      });
    }
    expect((await get('/', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another language is another page.
    expect((await get('/', { 'if-none-match': etag, cookie: 'lang=zh' })).statusCode).toBe(200);
  });

  it('compresses a page once per coding, each with its own ETag', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('lets exactly the page’s own inline scripts run, by their hashes, shared or not', async () => {
    for (const url of ['/', pages.product!, '/cart', '/admin/orders']) {
      const res = await get(url);
      expect(res.body, url).not.toMatch(/\bnonce=/);
      const inline = inlineScriptHashes(res.body);
      expect(inline.length, url).toBeGreaterThan(0);
      expect(new Set(scriptSources(res).filter((source) => source.startsWith("'sha256-"))), url).toEqual(
        new Set(inline),
      );
    }
  });

  it('renders a visitor’s own pages, and a shared address that is no page, per request', async () => {
    for (const url of [
      '/cart',
      '/user',
      '/checkout',
      '/admin/orders',
      '/login',
      '/product?no=NO-SUCH-PRODUCT',
    ]) {
      const rendered = await rendersDuring(async () => {
        for (const res of [await get(url), await get(url)]) {
          expect(res.headers['cache-control'], url).toBe(OWN);
          expect(res.headers.etag, url).toBeUndefined();
        }
      });
      expect(rendered, url).toBe(2);
    }
  });

  describe('after a staff edit', () => {
    const title = 'Inkfold Print, freshly edited';
    let before: admin.SiteSettings;
    beforeAll(async () => {
      before = (await call(t.app, admin.adminSiteSettings, {}, { headers: owner.headers })).data;
    });
    afterAll(async () => {
      await call(t.app, admin.adminSaveSiteSettings, before, { headers: owner.headers });
    });

    const save = () =>
      call(
        t.app,
        admin.adminSaveSiteSettings,
        { ...before, hometitle: { ...before.hometitle, en: title } },
        { headers: owner.headers },
      );

    it('shows the edit on the next request', async () => {
      const old = await get('/');
      expect(old.body).not.toContain(title);
      expect((await save()).status).toBe(200);
      const edited = await get('/');
      expect(edited.body).toContain(title);
      expect(edited.headers.etag).not.toBe(old.headers.etag);
      expect((await get('/', { 'if-none-match': String(old.headers.etag) })).statusCode).toBe(200);
    });

    it('renders a search page again after it', async () => {
      const search = pages.search!;
      await get(search);
      expect(await rendersDuring(() => get(search))).toBe(0);
      await save();
      expect(await rendersDuring(() => get(search))).toBe(1);
    });

    it('shows it on another app process on the same PostgreSQL database', async (context) => {
      if (process.env.TEST_ENGINE !== 'postgres') return context.skip();
      await call(t.app, admin.adminSaveSiteSettings, before, { headers: owner.headers });
      const other = await buildApp({ config: t.app.config, db: t.db, logger: false });
      servePages(other, web.build);
      try {
        expect((await other.inject({ url: '/' })).body).not.toContain(title);
        await save();
        await expect.poll(async () => (await other.inject({ url: '/' })).body).toContain(title);
      } finally {
        await other.close();
      }
    });
  });
});
