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
