import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { api, CODE } from '@printshop/contract';
import { inArray } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type/node';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Finding } from './preflight/facts.ts';
import type { FileStorage } from './storage.ts';
import { files } from './tables.ts';

/** sharp's own decoding limit: an image beyond it could not be processed for print either. */
const MAX_UPLOAD_PIXELS = 0x3fff * 0x3fff;

/** A file's name in storage: everything stored is a design type (proofs too), named by its extension. */
export function storedName(id: string, mime: string): string {
  return `${id}.${api.DESIGN_UPLOAD_TYPES[mime as api.DesignMime]}`;
}

/** Where a stored file is served: api.UPLOAD_URL. */
export function uploadUrl(id: string, mime: string): string {
  return `/uploads/${storedName(id, mime)}`;
}

/** A file about to be stored, as its bytes showed it to be. */
interface FileKind {
  mime: api.DesignMime;
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

/** What a design upload is kept with besides its bytes: what its preflight found (its preview comes later). */
export interface DesignRecord {
  /** A PDF's page count; null for an image. */
  pages: number | null;
  productNo: string | null;
  preflight: Finding[];
}

/**
 * Keeps a file (a path, or bytes made here) under a random id, with its preflight when it is a
 * design, and answers its URL.
 */
export async function storeFile(
  db: Db,
  storage: FileStorage,
  content: string | Buffer,
  kind: FileKind,
  memberId: number | null,
  design?: DesignRecord,
): Promise<string> {
  const size = typeof content === 'string' ? (await fs.stat(content)).size : content.length;
  const id = randomBytes(16).toString('hex');
  const key = storedName(id, kind.mime);
  await storage.put(key, typeof content === 'string' ? createReadStream(content) : content);
  try {
    const { pages = null, productNo = null, preflight = null } = design ?? {};
    await db.insert(files).values({ id, memberId, size, ...kind, pages, productNo, preflight });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return uploadUrl(id, kind.mime);
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
