import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { registerErrors } from '../../plugins/errors.ts';
import { registerLanguage } from '../../plugins/language.ts';
import { openFileStorage } from '../files/file-stores.ts';
import { PRODUCT_DRAWINGS, PRODUCT_VARIANTS } from './products/index.ts';
import { renderSvg } from './render-svg.ts';
import { mediaRoutes } from './routes.ts';
import { CATEGORY_KINDS, ILLUSTRATION_KINDS } from './scenes.ts';

const keys = [
  ...Object.keys(PRODUCT_DRAWINGS).flatMap((kind) =>
    Array.from({ length: PRODUCT_VARIANTS }, (_, i) => `product/${kind}/${i + 1}`),
  ),
  ...Object.keys(CATEGORY_KINDS).map((slug) => `category/${slug}`),
  ...Object.keys(ILLUSTRATION_KINDS).map((theme) => `illustration/${theme}`),
  'banner/home',
  'banner/home-mobile',
  ...Array.from({ length: 12 }, (_, i) => `partner/${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `avatar/${i + 1}`),
  ...Array.from({ length: 5 }, (_, i) => `step/${i + 1}`),
  ...Array.from({ length: 6 }, (_, i) => `notice/${i + 1}`),
  ...Array.from({ length: 3 }, (_, i) => `trust/${i + 1}`),
];

describe('media drawings', () => {
  it('draws every key the seed data uses as an SVG with a view box', () => {
    for (const key of keys) {
      const svg = renderSvg(key);
      expect(svg, key).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    }
  });

  it('rasterises a sample of drawings', async () => {
    for (const key of keys.filter((_, i) => i % 9 === 0)) {
      const meta = await sharp(Buffer.from(renderSvg(key)!))
        .resize({ width: 160 })
        .webp()
        .toBuffer()
        .then((b) => sharp(b).metadata());
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(160);
    }
  });

  it('knows nothing else', () => {
    for (const key of [
      'product/box/9',
      'product/box/0',
      'product/unknown/1',
      'banner/other',
      'partner/13',
      '../etc/passwd',
      'step',
      'PRODUCT/box/1',
    ]) {
      expect(renderSvg(key), key).toBeNull();
    }
  });
});

describe('GET /media', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'));
    app = Fastify();
    app.decorate('config', { dataDir } as Config);
    app.decorate('storage', await openFileStorage({ dataDir }));
    registerLanguage(app);
    registerErrors(app);
    mediaRoutes(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves WebP at a chosen width with a year-long immutable cache and an ETag', async () => {
    const res = await app.inject('/media/product/box/1.webp?w=320');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    const again = await app.inject({
      url: '/media/product/box/1.webp?w=320',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(fs.readdirSync(path.join(dataDir, 'media-cache'))).toHaveLength(1);
  });

  it('answers 400 for a width outside the list and 404 for unknown keys', async () => {
    expect((await app.inject('/media/product/box/1.webp?w=123')).statusCode).toBe(400);
    for (const url of [
      '/media/product/box/9.webp',
      '/media/../../etc/passwd.webp',
      '/media/%2e%2e/%2e%2e/etc/passwd.webp',
      '/media/banner/home.png',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
