import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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

/**
 * Whether the bucket exists and the keys may write to it, as a message an operator can act on. It
 * writes and deletes a small object: HeadBucket would need s3:ListBucket, which the shop does not.
 * Each process probes a key of its own, so processes starting together never delete each other's.
 */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  const where = `S3 bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  const probe = { Bucket: settings.bucket, Key: `uploads/start-check-${randomUUID()}` };
  try {
    await client.send(new PutObjectCommand({ ...probe, Body: 'ok' }));
    await client.send(new DeleteObjectCommand(probe));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'it does not exist: make it first (docs/deploy.md)'
        : status === 403 || status === 401
          ? 'the keys may not use it (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
          : `it did not answer (${(error as Error).message})`;
    throw new Error(`FILE_STORAGE=s3: the ${where} cannot be used: ${reason}`);
  }
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
