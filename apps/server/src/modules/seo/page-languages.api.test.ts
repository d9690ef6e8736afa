import { type Lang, langPath } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePages } from '../../plugins/web.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { compileWebApp, type WebAppBuild } from '../../test/web-app.ts';
import { catalogPaths } from '../catalog/service.ts';
import { contentPaths } from '../content/service.ts';

const SHOP = 'https://shop.example';
const TAG: Record<Lang, string> = { en: 'en', zh: 'zh-Hans' };

/** The attributes of every tag of one name, names lower-cased as a browser reads them. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        value!.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

/** The canonical link, the hreflang alternates and the html lang of a rendered page. */
function languageMarkup(html: string) {
  const links = tags(html, 'link');
  return {
    htmlLang: tags(html, 'html')[0]?.lang,
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === 'alternate').map((link) => [link.hreflang, link.href]),
    ),
    robots: tags(html, 'meta').find((meta) => meta.name === 'robots')?.content,
  };
}

/** docs/decisions/093: every storefront page has a URL per language, named in its head. */
describe('pages in both languages', () => {
  let web: WebAppBuild;
  let t: TestApp;
  /** A page of each kind, by its path in no language; `product` is one of them. */
  let pages: Record<string, string>;
  let product: string;

  beforeAll(async () => {
    web = await compileWebApp();
    t = await createTestApp({ env: { PUBLIC_URL: SHOP }, extend: (app) => servePages(app, web.build) });
    const content = await contentPaths(t.db, t.app.config.shopTimeZone);
    const catalog = await catalogPaths(t.db);
    const first = (paths: string[], prefix: string) => paths.find((p) => p.startsWith(prefix))!;
    product = first(catalog, '/product?');
    pages = {
      home: '/',
      category: first(catalog, '/category?'),
      product,
      article: first(content, '/article?'),
      blog: '/blog',
      'blog post': first(content, '/blogDetail?'),
      search: '/search',
      'search results': '/search?search=business+cards',
      'design service': '/designService',
      quotes: '/quotes',
      contact: '/contact-us',
    };
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await web.close();
  });

  /** A page as a first visit asks for it: no cookie, the Host anyone could forge. */
  const render = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { host: 'evil.test', ...(cookie && { cookie }) } });

  for (const lang of ['en', 'zh'] as const) {
    it(`names each page's ${lang} URL canonical, with both languages and x-default as alternates`, async () => {
      for (const [kind, path] of Object.entries(pages)) {
        const res = await render(langPath(path, lang));
        expect(res.statusCode, kind).toBe(200);
        const markup = languageMarkup(res.body);
        expect(markup.htmlLang, kind).toBe(TAG[lang]);
        expect(markup.canonical, kind).toEqual([SHOP + langPath(path, lang)]);
        expect(markup.alternates, kind).toEqual({
          en: SHOP + path,
          'zh-Hans': SHOP + langPath(path, 'zh'),
          'x-default': SHOP + path,
        });
        expect(markup.robots, kind).toBeUndefined();
      }
    });
  }

  it('renders ?lang=zh in Chinese on a first visit, and ?lang= wins over the cookie', async () => {
    const header = async (lang: Lang) =>
      (await t.app.inject({ url: `/api/home/hometitle?lang=${lang}` })).json().data.title as string;
    const [english, chinese] = [await header('en'), await header('zh')];
    expect(chinese).not.toBe(english);

    const firstVisit = await render(`${product}&lang=zh`);
    expect(firstVisit.body).toContain(chinese);
    expect(firstVisit.body).not.toContain(english);
    // The page is the same for everyone who follows the link: nothing is set on the server.
    expect(firstVisit.headers['set-cookie']).toBeUndefined();

    const chosenEnglish = await render(`${product}&lang=en`, 'lang=zh');
    expect(languageMarkup(chosenEnglish.body).htmlLang).toBe('en');
    expect(chosenEnglish.body).toContain(english);

    // Without ?lang= the cookie decides, and the page names its Chinese URL canonical.
    const byCookie = languageMarkup((await render(product, 'lang=zh')).body);
    expect(byCookie.htmlLang).toBe('zh-Hans');
    expect(byCookie.canonical).toEqual([SHOP + langPath(product, 'zh')]);
  });

  it('drops parameters that do not change the content from the canonical URL', async () => {
    const res = await render(`${product}&utm_source=mail&lang=zh&fbclid=x`);
    expect(languageMarkup(res.body).canonical).toEqual([SHOP + langPath(product, 'zh')]);
  });

  it('keeps the search text and the page number in the search results URLs', async () => {
    const res = await render('/search?search=%20cards%20&page=2&lang=zh');
    const markup = languageMarkup(res.body);
    expect(markup.canonical).toEqual([`${SHOP}/search?search=cards&page=2&lang=zh`]);
    expect(markup.alternates['x-default']).toBe(`${SHOP}/search?search=cards&page=2`);
  });

  it('keeps the cart, checkout and account pages out of search engines in both languages', async () => {
    for (const path of ['/cart', '/checkout', '/user', '/order', '/payment-success']) {
      for (const lang of ['en', 'zh'] as const) {
        const markup = languageMarkup((await render(langPath(path, lang))).body);
        expect(markup.htmlLang, path).toBe(TAG[lang]);
        expect(markup.robots, path).toBe('noindex');
        expect(markup.canonical, path).toEqual([]);
        expect(markup.alternates, path).toEqual({});
      }
    }
  });
});
