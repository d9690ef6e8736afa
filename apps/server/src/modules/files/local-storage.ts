import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileStorage } from './storage.ts';

/** Files in one folder on local disk (FILE_STORAGE=local): one machine's processes share them. */
export class LocalDiskStorage implements FileStorage {
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
