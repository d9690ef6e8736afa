import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import { checkKey, type FileStorage } from './storage.ts';

/**
 * One client per app, shared by its stores: it keeps the connections to the bucket open.
 * Services other than AWS (S3_ENDPOINT) get checksums only where an operation requires them:
 * not every S3-compatible service takes the SDK's default checksum trailers on a streamed body.
 */
export function s3Client(settings: S3Settings): S3Client {
  const { region, endpoint, forcePathStyle, credentials } = settings;
  const checksums = endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
  return new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
  });
}

/** Files under `<prefix>/` in a bucket (FILE_STORAGE=s3), shared by every app process. */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private object(key: string) {
    return { Bucket: this.bucket, Key: `${this.prefix}/${checkKey(key)}` };
  }

  /**
   * A stream of unknown length goes up in parts of 5 MB, two at a time, so a 50 MB upload never
   * sits whole in memory; an object appears only once its last part is in, and the parts of a
   * failed upload are removed.
   */
  async put(key: string, content: Buffer | Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { ...this.object(key), Body: content },
      queueSize: 2,
    });
    await upload.done();
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand(this.object(key)));
      if (!(Body instanceof Readable)) throw new Error(`no stream for storage key ${key}`);
      return Body;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing key as done. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }
}
