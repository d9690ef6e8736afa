import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalDiskStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

/** The app's stores, one per kind of file: one app holds them all (`app.storage`). */
export interface FileStores {
  /** Uploaded designs and their previews, proofs, and the originals of staff's media images. */
  uploads: FileStorage;
  /** Media renditions (WebP at each width), made again from their source when lost. */
  mediaCache: FileStorage;
  /**
   * Throws, saying why, when the files cannot be reached: the start stops rather than serve a shop
   * whose every upload would fail (a missing bucket, wrong keys, an endpoint that does not answer).
   */
  check(): Promise<void>;
  /** Lets go of the connections to the bucket. */
  close(): void;
}

/** Each store's folder under DATA_DIR, or its prefix in the bucket: the same names either way. */
const AREAS = { uploads: 'uploads', mediaCache: 'media-cache' } as const;

/**
 * The bucket's stores when FILE_STORAGE=s3 configured one, otherwise folders of DATA_DIR. The
 * AWS SDK is loaded only then: a shop on its own disk never pays for it at start.
 */
export async function openFileStorage({ dataDir, s3 }: Pick<Config, 'dataDir' | 's3'>): Promise<FileStores> {
  if (!s3) {
    return {
      uploads: new LocalDiskStorage(path.join(dataDir, AREAS.uploads)),
      mediaCache: new LocalDiskStorage(path.join(dataDir, AREAS.mediaCache)),
      check: async () => {},
      close: () => {},
    };
  }
  const { S3Storage, s3Client, checkBucket } = await import('./s3-storage.ts');
  const client = s3Client(s3);
  return {
    uploads: new S3Storage(client, s3.bucket, AREAS.uploads),
    mediaCache: new S3Storage(client, s3.bucket, AREAS.mediaCache),
    check: () => checkBucket(client, s3),
    close: () => client.destroy(),
  };
}
