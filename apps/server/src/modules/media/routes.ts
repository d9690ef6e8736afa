import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CODE, MEDIA_WIDTHS } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';
import { TtlCache } from '../../lib/cache.ts';
import { renderSvg } from './render-svg.ts';

const DEFAULT_WIDTH = 800;
const YEAR_SECONDS = 31_536_000;

/**
 * GET /media/<key>.webp?w=<width>: the shop's own vector drawings as WebP at a fixed set of
 * widths. Each image is rendered once, then kept on disk (shared by every process using the
 * same DATA_DIR) and in a small memory cache; a key's picture never changes, so clients may
 * cache it for a year.
 */
export function mediaRoutes(app: FastifyInstance): void {
  const dir = path.join(app.config.dataDir, 'media-cache');
  const memory = new TtlCache({ ttlMs: 3_600_000, maxEntries: 200 });

  async function render(key: string, width: number): Promise<Buffer> {
    const file = path.join(dir, `${createHash('sha256').update(`${key}@${width}`).digest('hex')}.webp`);
    const cached = await fs.readFile(file).catch(() => null);
    if (cached) return cached;
    const svg = renderSvg(key);
    if (!svg) throw new HttpError(CODE.notFound, 'notFound');
    const bytes = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toBuffer();
    await fs.mkdir(dir, { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
    return bytes;
  }

  app.get('/media/*', async (request, reply) => {
    const match = /^(.+)\.webp$/.exec((request.params as { '*': string })['*']);
    const key = match?.[1];
    if (!key || !renderSvg(key)) throw new HttpError(CODE.notFound, 'notFound');
    const raw = (request.query as { w?: string }).w;
    const width = raw === undefined ? DEFAULT_WIDTH : Number(raw);
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) {
      throw new HttpError(CODE.badRequest, 'badInput', { detail: `w: ${MEDIA_WIDTHS.join(', ')}` });
    }
    const etag = `"${key.replace(/\//g, '-')}-${width}"`;
    reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const bytes = await memory.get([key, width], () => render(key, width));
    return reply.type('image/webp').send(bytes);
  });
}
