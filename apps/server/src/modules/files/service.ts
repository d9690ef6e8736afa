import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { api, CODE } from '@printshop/contract';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type/node';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { FileStorage } from './storage.ts';
import { files } from './tables.ts';

/** sharp's own decoding limit: an image beyond it could not be processed for print either. */
export const MAX_UPLOAD_PIXELS = 0x3fff * 0x3fff;

const extensionOf = (mime: string) => (api.isUploadMime(mime) ? api.UPLOAD_IMAGE_TYPES[mime] : null);

export function uploadUrl(id: string, mime: string): string {
  return `/uploads/${id}.${extensionOf(mime)}`;
}

/**
 * Keeps the image at `filePath` as a new upload and answers its URL. What it is comes from its
 * bytes: its name and declared type are never trusted, and it is stored under a random id.
 * It must be a JPEG, PNG, WebP or GIF that sharp can read the size of (else 415).
 */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  filePath: string,
  memberId: number | null,
): Promise<string> {
  const type = await fileTypeFromFile(filePath);
  const extension = type ? extensionOf(type.mime) : null;
  if (!type || !extension) throw new HttpError(CODE.unsupportedType, 'uploadNotImage');
  // Only the header is read, so the size of an image over the limit is known without decoding
  // it: sharp's own limit would make it an unreadable image rather than a too large one.
  const metadata = await sharp(filePath, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw new HttpError(CODE.unsupportedType, 'uploadUnreadable');
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) {
    throw new HttpError(CODE.tooLarge, 'uploadTooManyPixels', { max: Math.floor(MAX_UPLOAD_PIXELS / 1e6) });
  }
  const { size } = await fs.stat(filePath);
  const id = randomBytes(16).toString('hex');
  const key = `${id}.${extension}`;
  await storage.put(key, createReadStream(filePath));
  try {
    await db.insert(files).values({
      id,
      memberId,
      mime: type.mime,
      size,
      width: metadata.width,
      height: metadata.height,
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return uploadUrl(id, type.mime);
}

/** Answers 400 unless every URL is that of a stored upload; quotes and carts attach only those. */
export async function requireUploads(db: Db, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const wanted = new Map<string, string>();
  for (const url of urls) {
    const match = api.UPLOAD_URL.exec(url);
    if (!match) throw new HttpError(CODE.badRequest, 'uploadUnknown');
    wanted.set(match[1]!, url);
  }
  const rows = await db
    .select({ id: files.id, mime: files.mime })
    .from(files)
    .where(inArray(files.id, [...wanted.keys()]));
  const found = new Set(rows.map((row) => uploadUrl(row.id, row.mime)));
  if ([...wanted.values()].some((url) => !found.has(url))) {
    throw new HttpError(CODE.badRequest, 'uploadUnknown');
  }
}

export interface StoredUpload {
  mime: string;
  size: number;
  body: Readable;
}

/** The upload served at `/uploads/<name>`, or null: a name in any other form is never looked up. */
export async function openUpload(db: Db, storage: FileStorage, name: string): Promise<StoredUpload | null> {
  const url = `/uploads/${name}`;
  const match = api.UPLOAD_URL.exec(url);
  if (!match) return null;
  const [row] = await db
    .select({ id: files.id, mime: files.mime, size: files.size })
    .from(files)
    .where(eq(files.id, match[1]!));
  if (!row || uploadUrl(row.id, row.mime) !== url) return null;
  const body = await storage.get(name);
  return body ? { mime: row.mime, size: row.size, body } : null;
}
