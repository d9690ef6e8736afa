import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { renderSvg } from './render-svg.ts';

describe('images of the demo shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every image URL stored in the database names a drawing the shop can render', async () => {
    const result = await t.db.execute<{ url: string }>(sql`
      select unnest(images) as url from products
      union select img from categories
      union select img from articles where img is not null
      union select img from blog_posts
      union select img from partners
      union select img from testimonials
      union select img from product_notices where img is not null and img <> ''
      union select value->>'bannerImg' from site_settings where key = 'site'
      union select value->>'bannerMobileImg' from site_settings where key = 'site'`);
    const urls = (result as unknown as { rows: { url: string }[] }).rows.map((r) => r.url);
    expect(urls.length).toBeGreaterThan(50);
    const missing = urls.filter((url) => !/^\/media\/.+\.webp$/.test(url) || !renderSvg(url.slice(7, -5)));
    expect(missing).toEqual([]);
  });
});
