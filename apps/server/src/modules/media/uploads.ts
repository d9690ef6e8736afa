import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { admin, CODE, UPLOAD_IMAGE_TYPES } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { describeImage } from '../files/service.ts';
import type { FileStorage } from '../files/storage.ts';
import { mediaImages } from './tables.ts';

/** The media key of an uploaded image (`uploads/<id>`), as its URL names it. */
const UPLOAD_KEY = /^uploads\/([A-Za-z0-9_-]{22})$/;

/** Whether a media key has the form of an uploaded image's (it may still name none). */
export const isUploadKey = (key: string) => UPLOAD_KEY.test(key);

/** sharp's options for the originals: never more pixels than an upload may have. */
export const MEDIA_INPUT = { limitInputPixels: admin.MAX_MEDIA_PIXELS } as const;

/**
 * Keeps the image at `filePath` as a new media image: judged by its bytes (describeImage: a
 * JPEG, PNG, WebP or GIF within MAX_MEDIA_PIXELS), then decoded whole, so a damaged file is
 * refused now rather than when a page first shows it. The original is stored under a random
 * key, the row and its audit entry written in one transaction.
 *
 * No change is announced: a new image is on no page until a record that names it is saved,
 * and that save announces itself.
 */
export async function storeMediaImage(
  db: Database,
  storage: FileStorage,
  filePath: string,
  editor: { staffId: number; ip: string },
): Promise<admin.UploadedMedia> {
  const kind = await describeImage(filePath, admin.MAX_MEDIA_PIXELS);
  const decoded = await sharp(filePath, MEDIA_INPUT)
    .resize({ width: 16 })
    .raw()
    .toBuffer()
    .then(() => true)
    .catch(() => false);
  if (!decoded || kind.width === null || kind.height === null) {
    throw new HttpError(CODE.unsupportedType, 'uploadUnreadable');
  }
  const id = randomBytes(16).toString('base64url');
  const key = `media-${id}.${UPLOAD_IMAGE_TYPES[kind.mime as keyof typeof UPLOAD_IMAGE_TYPES]}`;
  const stored = { url: `/media/uploads/${id}.webp`, width: kind.width, height: kind.height };
  await storage.put(key, createReadStream(filePath));
  try {
    await db.transaction(async (tx) => {
      const { width, height } = stored;
      await tx
        .insert(mediaImages)
        .values({ id, key, mime: kind.mime, width, height, staffId: editor.staffId });
      await recordAudit(tx, {
        ...editor,
        action: 'media.upload',
        entity: 'media',
        entityId: null,
        after: { ...stored, mime: kind.mime },
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return stored;
}

/** The original bytes of the uploaded image a media key names, or null. */
export async function uploadedOriginal(db: Db, storage: FileStorage, key: string): Promise<Buffer | null> {
  const id = UPLOAD_KEY.exec(key)?.[1];
  if (!id) return null;
  const [row] = await db.select({ key: mediaImages.key }).from(mediaImages).where(eq(mediaImages.id, id));
  const body = row ? await storage.get(row.key) : null;
  return body ? buffer(body) : null;
}
