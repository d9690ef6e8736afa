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
const MAX_UPLOAD_PIXELS = 0x3fff * 0x3fff;

/**
 * What the shop stores: the images anyone may upload, and PDFs, which only staff send (proofs).
 * Each is served under its extension.
 */
const STORED_TYPES: Record<string, string> = { ...api.UPLOAD_IMAGE_TYPES, 'application/pdf': 'pdf' };
/** The URL of anything stored: an upload's form (api.UPLOAD_URL), or a PDF's. */
const STORED_URL = /^\/uploads\/([0-9a-f]{32})\.(jpg|png|webp|gif|pdf)$/;

function uploadUrl(id: string, mime: string): string {
  return `/uploads/${id}.${STORED_TYPES[mime]}`;
}

/** A file about to be stored, as its bytes showed it to be. */
interface FileKind {
  mime: string;
  width: number | null;
  height: number | null;
}

/**
 * What the image at `filePath` is, from its bytes: its name and declared type are never
 * trusted. It must be a JPEG, PNG, WebP or GIF that sharp can read the size of (else 415), of
 * at most `maxPixels` (else 413).
 */
export async function describeImage(filePath: string, maxPixels = MAX_UPLOAD_PIXELS): Promise<FileKind> {
  const type = await fileTypeFromFile(filePath);
  if (!type || !api.isUploadMime(type.mime)) throw new HttpError(CODE.unsupportedType, 'uploadNotImage');
  // Only the header is read, so the size of an image over the limit is known without decoding
  // it: sharp's own limit would make it an unreadable image rather than a too large one.
  const metadata = await sharp(filePath, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw new HttpError(CODE.unsupportedType, 'uploadUnreadable');
  if (metadata.width * metadata.height > maxPixels) {
    throw new HttpError(CODE.tooLarge, 'uploadTooManyPixels', { max: Math.floor(maxPixels / 1e6) });
  }
  return { mime: type.mime, width: metadata.width, height: metadata.height };
}

/** Keeps a file (a path, or bytes made here) under a random id and answers its URL. */
export async function storeFile(
  db: Db,
  storage: FileStorage,
  content: string | Buffer,
  kind: FileKind,
  memberId: number | null,
): Promise<string> {
  const size = typeof content === 'string' ? (await fs.stat(content)).size : content.length;
  const id = randomBytes(16).toString('hex');
  const key = `${id}.${STORED_TYPES[kind.mime]}`;
  await storage.put(key, typeof content === 'string' ? createReadStream(content) : content);
  try {
    await db.insert(files).values({ id, memberId, size, ...kind });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return uploadUrl(id, kind.mime);
}

/** Keeps the image at `filePath` as a new upload (describeImage says what it must be). */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  filePath: string,
  memberId: number | null,
): Promise<string> {
  return storeFile(db, storage, filePath, await describeImage(filePath), memberId);
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

interface StoredUpload {
  mime: string;
  size: number;
  body: Readable;
}

/** The file served at `/uploads/<name>`, or null: a name in any other form is never looked up. */
export async function openUpload(db: Db, storage: FileStorage, name: string): Promise<StoredUpload | null> {
  const url = `/uploads/${name}`;
  const match = STORED_URL.exec(url);
  if (!match) return null;
  const [row] = await db
    .select({ id: files.id, mime: files.mime, size: files.size })
    .from(files)
    .where(eq(files.id, match[1]!));
  if (!row || uploadUrl(row.id, row.mime) !== url) return null;
  const body = await storage.get(name);
  return body ? { mime: row.mime, size: row.size, body } : null;
}
