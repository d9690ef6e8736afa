import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { envelope } from '../test/http.ts';

const TOKEN = 'scrape-token-for-tests';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('refuses a missing or wrong token with 401, in the reader’s language', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await scrape(authorization);
      expect([authorization, res.statusCode]).toEqual([authorization, 401]);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('process_cpu');
    }
    const zh = await t.app.inject({ url: '/metrics', headers: { lang: 'zh' } });
    expect(envelope(zh).msg).toContain('令牌');
  });

  it('counts earlier requests by route pattern and status class, with the process', async () => {
    await t.app.inject('/api/health');
    await t.app.inject('/api/admin/articles/12345');
    await t.app.inject('/no/such/page/67890');
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const count = (labels: string) =>
      Number(
        new RegExp(`^http_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm').exec(res.body)?.[1],
      );
    expect(count('method="GET",route="/api/health",status_class="2xx"')).toBe(1);
    expect(count('method="GET",route="/api/admin/articles/:id",status_class="4xx"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_class="4xx"')).toBe(1);
    // In a label, where an address would be: a value such as a memory size may hold the digits.
    expect(res.body).not.toMatch(/\{[^}]*(?:12345|67890)/);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
    // The pool's gauges exist on PostgreSQL only: PGlite has no pool.
    const onPostgres = process.env.TEST_ENGINE === 'postgres';
    expect(/^db_pool_connections \d+$/m.test(res.body)).toBe(onPostgres);
  });

  it('reports the job queue by queue and state, read when scraped', async () => {
    await t.app.jobs.send('prune', {});
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.body).toMatch(/^jobs\{queue="prune",state="created"\} 1$/m);
  });
});
