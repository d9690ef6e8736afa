import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of uploaded files live, by key (`<id>.<ext>`, and `<id>.preview.webp` for a
 * design's preview); the `files` table knows what each one is. The default keeps them on local
 * disk under DATA_DIR/uploads, which serves one machine. App processes on several machines need
 * one shared store: implement this interface over S3 or another object store and return it from
 * `createFileStorage`.
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
 * outside the storage directory: no slash, and no dot that does not separate two names.
 */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\.[a-z0-9]+){1,2}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

class LocalDiskStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, content: Buffer | Readable): Promise<void> {
    const target = path.join(this.dir, checkKey(key));
    await fs.mkdir(this.dir, { recursive: true });
    // Written beside the target and renamed into place: a rename is atomic on one file system.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(
        Buffer.isBuffer(content) ? Readable.from([content]) : content,
        createWriteStream(partial),
      );
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const handle = await fs.open(path.join(this.dir, checkKey(key)), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(path.join(this.dir, checkKey(key)), { force: true });
  }
}

export function createFileStorage(dataDir: string): FileStorage {
  return new LocalDiskStorage(path.join(dataDir, 'uploads'));
}
