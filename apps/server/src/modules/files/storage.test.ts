import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { type FileStores, openFileStorage } from './file-stores.ts';

/** The same contract, whichever store FILE_STORAGE picks. */
describe.each(['local', 's3'] as const)('%s file storage', (kind) => {
  let dataDir: string;
  let server: TestS3Server | undefined;
  let stores: FileStores;

  const newKey = (ext = 'png') => `${randomBytes(16).toString('hex')}.${ext}`;
  const read = async (key: string, store = stores.uploads) => {
    const body = await store.get(key);
    return body && buffer(body);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-storage-'));
    server = kind === 's3' ? await startS3Server() : undefined;
    stores = await openFileStorage({ dataDir, s3: server && loadConfig(server.env).s3 });
  });
  afterAll(async () => {
    stores.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives back the bytes put from a buffer, and a preview kept beside its file', async () => {
    const key = newKey();
    const preview = key.replace('.png', '.preview.webp');
    await stores.uploads.put(key, Buffer.from('design'));
    await stores.uploads.put(preview, Buffer.from('preview'));
    expect(await read(key)).toEqual(Buffer.from('design'));
    expect(await read(preview)).toEqual(Buffer.from('preview'));
  });

  it('takes a stream of unknown length larger than one part of an upload', async () => {
    const key = newKey('pdf');
    const chunk = randomBytes(1024 * 1024);
    const chunks = Array.from({ length: 6 }, () => chunk);
    await stores.uploads.put(key, Readable.from(chunks));
    // Compared by digest: comparing 6 MB element by element takes the matcher half a minute.
    const digest = (bytes: Buffer | null) => bytes && createHash('sha256').update(bytes).digest('hex');
    expect(digest(await read(key))).toBe(digest(Buffer.concat(chunks)));
  });

  it('answers null for a missing key, and deletes quietly what is there or not', async () => {
    const key = newKey();
    expect(await stores.uploads.get(key)).toBeNull();
    await stores.uploads.put(key, Buffer.from('x'));
    await stores.uploads.delete(key);
    expect(await stores.uploads.get(key)).toBeNull();
    await expect(stores.uploads.delete(key)).resolves.toBeUndefined();
  });

  it('stores nothing when the stream fails half way', async () => {
    const key = newKey();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('client went away');
      })(),
    );
    await expect(stores.uploads.put(key, failing)).rejects.toThrow('client went away');
    expect(await stores.uploads.get(key)).toBeNull();
  });

  it('keeps the media cache apart from the uploads', async () => {
    const key = newKey('webp');
    await stores.mediaCache.put(key, Buffer.from('rendition'));
    expect(await read(key, stores.mediaCache)).toEqual(Buffer.from('rendition'));
    expect(await stores.uploads.get(key)).toBeNull();
  });

  it('refuses a key that could reach outside its store', async () => {
    for (const key of ['../secret.png', 'a/b.png', 'name', '.png', 'a..png']) {
      await expect(stores.uploads.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
      await expect(stores.uploads.get(key), key).rejects.toThrow('invalid storage key');
    }
  });
});
