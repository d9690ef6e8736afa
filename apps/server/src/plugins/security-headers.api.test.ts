import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testImage, upload, useOwnDataDir } from '../test/uploads.ts';

const SHARED_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('security headers on the API', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are on every call, its errors included', async () => {
    for (const url of ['/api/home/hometitle', '/api/no-such-call', '/api/cartadvanced/list', '/robots.txt']) {
      const res = await t.app.inject({ url });
      expect(res.headers, url).toMatchObject(SHARED_HEADERS);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      // Without an https PUBLIC_URL there is no HSTS.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('leave an upload its own sandbox policy', async () => {
    const stored = await upload(t.app, await testImage('png'), { filename: 'a.png' });
    const served = await t.app.inject({ url: stored.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject(SHARED_HEADERS);
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });
});
