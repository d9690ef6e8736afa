import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the public pages, with the seeded product and no private page', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://shop.test/</loc>');
    expect(res.body).toContain('<loc>http://shop.test/product?no=BC-1001</loc>');
    for (const path of ['/cart', '/checkout', '/order', '/payment-success']) {
      expect(res.body).not.toContain(`shop.test${path}<`);
    }
  });

  it('keeps crawlers out of the cart, checkout, orders and account, and points to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'shop.test' } });
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
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
