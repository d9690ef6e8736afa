import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { CODE, MEDIA_WIDTHS } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../../http/errors.ts';
import { TtlCache } from '../../lib/cache.ts';
import { renderSvg } from './render-svg.ts';
import { isUploadKey, MEDIA_INPUT, uploadedOriginal } from './uploads.ts';

const DEFAULT_WIDTH = 800;
const YEAR_SECONDS = 31_536_000;

/** A picture resized to a width, before it is encoded. */
type Source = (width: number) => Sharp;

/**
 * GET /media/<key>.webp?w=<width>: the shop's own vector drawings, and the images staff
 * uploaded (`uploads/<id>`), as WebP at a fixed set of widths. Each image is rendered once, then
 * kept in the media cache's storage (which every process reads, app.storage) and in a small
 * memory cache; a key's picture never changes (an upload is a new key), so clients may cache it
 * for a year.
 */
export function mediaRoutes(app: FastifyInstance): void {
  const memory = new TtlCache({ ttlMs: 3_600_000, maxEntries: 200 });
  const { uploads, mediaCache } = app.storage;

  /**
   * The picture a key names: a drawing is drawn at any width; an upload is turned upright (its
   * EXIF orientation) and never made wider than its original. Null when the key names none.
   */
  async function source(key: string): Promise<Source | null> {
    if (isUploadKey(key)) {
      const original = await uploadedOriginal(app.db, uploads, key);
      if (!original) return null;
      return (width) => sharp(original, MEDIA_INPUT).rotate().resize({ width, withoutEnlargement: true });
    }
    const svg = renderSvg(key);
    return svg === null ? null : (width) => sharp(Buffer.from(svg)).resize({ width });
  }

  async function render(key: string, width: number): Promise<Buffer> {
    const name = `${createHash('sha256').update(`${key}@${width}`).digest('hex')}.webp`;
    const cached = await mediaCache.get(name);
    if (cached) return buffer(cached);
    const picture = await source(key);
    if (!picture) throw new HttpError(CODE.notFound, 'notFound');
    const bytes = await picture(width).webp({ quality: 80 }).toBuffer();
    await mediaCache.put(name, bytes);
    return bytes;
  }

  app.get('/media/*', async (request, reply) => {
    const match = /^(.+)\.webp$/.exec((request.params as { '*': string })['*']);
    const key = match?.[1];
    // An upload's key is looked up once the width is known good; a drawing's is known at once.
    if (!key || !(isUploadKey(key) || renderSvg(key))) throw new HttpError(CODE.notFound, 'notFound');
    const raw = (request.query as { w?: string }).w;
    const width = raw === undefined ? DEFAULT_WIDTH : Number(raw);
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) {
      throw new HttpError(CODE.badRequest, 'badInput', { detail: `w: ${MEDIA_WIDTHS.join(', ')}` });
    }
    const etag = `"${key.replace(/\//g, '-')}-${width}"`;
    const immutable = () =>
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`).header('etag', etag);
    // Only a picture once served has an ETag to send: an upload's is never deleted.
    if (request.headers['if-none-match'] === etag) return immutable().status(304).send();
    // Rendered first, so that a 404 (an unknown upload) is not marked as cacheable for a year.
    const bytes = await memory.get([key, width], () => render(key, width));
    return immutable().type('image/webp').send(bytes);
  });
}
