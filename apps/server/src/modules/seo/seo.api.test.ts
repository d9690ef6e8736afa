import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The shop is named by PUBLIC_URL (http://localhost:3000 without it), never by a forged Host.
  it('lists the public pages, with the seeded product and no private page', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost:3000/</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/product?no=BC-1001</loc>');
    for (const path of ['/cart', '/checkout', '/order', '/payment-success']) {
      expect(res.body).not.toContain(`localhost:3000${path}<`);
    }
  });

  // docs/decisions/093: each page once per language, each entry naming both and the default.
  it('lists every page in both languages, each with its hreflang alternates', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
    const locs = entries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)![1]);
    for (const path of ['/', '/search', '/blog', '/product?no=BC-1001']) {
      const zh = `${path}${path.includes('?') ? '&amp;' : '?'}lang=zh`;
      expect(locs).toContain(`http://localhost:3000${path}`);
      expect(locs).toContain(`http://localhost:3000${zh}`);
    }
    expect(locs.filter((loc) => loc?.includes('lang=zh'))).toHaveLength(entries.length / 2);
    const product = entries.find((entry) =>
      entry.includes('<loc>http://localhost:3000/product?no=BC-1001&amp;lang=zh<'),
    )!;
    expect(product).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/product?no=BC-1001"/>',
    );
    expect(product).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-Hans" href="http://localhost:3000/product?no=BC-1001&amp;lang=zh"/>',
    );
    expect(product).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/product?no=BC-1001"/>',
    );
    for (const entry of entries) expect(entry.match(/<xhtml:link /g)).toHaveLength(3);
  });

  it('keeps crawlers out of the cart, checkout, orders and account, and points to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.test' } });
    expect(res.statusCode).toBe(200);
    for (const path of [
      '/cart',
      '/checkout',
      '/order',
      '/orderDetail',
      '/payment-success',
      '/user',
      '/api/',
    ]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).not.toContain('evil.test');
  });
});
