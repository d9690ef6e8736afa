import { buffer } from 'node:stream/consumers';
import {
  admin,
  CODE,
  type DesignLayout,
  MAX_UPLOAD_BYTES,
  shopImagesOfLayout,
  uploadsOfLayout,
} from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { uploadedOriginal } from '../media/uploads.ts';

/** The bytes of one image a checked layout names (a designer's upload, or the shop's image a template placed); null when gone. */
async function readImage(app: FastifyInstance, url: string): Promise<Buffer | null> {
  const uploads = app.storage.uploads;
  const shopImage = admin.MEDIA_UPLOAD_URL.exec(url)?.[1];
  if (shopImage) return uploadedOriginal(app.db, uploads, `uploads/${shopImage}`);
  // An upload's URL is /uploads/<its name in storage>, its row already checked (layout-check.ts).
  const stored = await uploads.get(url.slice('/uploads/'.length));
  return stored && buffer(stored);
}

/**
 * The bytes of every image the layout draws, by URL, for its PDF: read one after another, at most
 * MAX_UPLOAD_BYTES together (413 beyond), since the PDF holds them all and is stored as an upload.
 * 400 when one is gone from storage though the layout's check found its row.
 */
export async function readLayoutImages(
  app: FastifyInstance,
  layout: DesignLayout,
): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  let total = 0;
  for (const url of [...uploadsOfLayout(layout), ...shopImagesOfLayout(layout)]) {
    const bytes = await readImage(app, url);
    if (!bytes) throw new HttpError(CODE.badRequest, 'designImageUnknown');
    total += bytes.length;
    if (total > MAX_UPLOAD_BYTES) {
      throw new HttpError(CODE.tooLarge, 'designImagesTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
    }
    images.set(url, bytes);
  }
  return images;
}
