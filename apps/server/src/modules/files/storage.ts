import type { Readable } from 'node:stream';

/**
 * Where the bytes of stored files live, by key (`<id>.<ext>`, and `<id>.preview.webp` for a
 * design's preview); the `files` table knows what each one is. On local disk under DATA_DIR,
 * which serves one machine, or in an S3 bucket that any number of app processes share
 * (FILE_STORAGE, docs/decisions/090-files-live-in-s3-and-are-served-through-the-app.md).
 */
export interface FileStorage {
  /** Stores the bytes under the key; a reader never sees a half-written file. */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by the server (`<id>.<ext>`, `<id>.preview.webp`), but a key must never reach
 * outside its store: no slash, and no dot that does not separate two names.
 */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\.[a-z0-9]+){1,2}$/;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
