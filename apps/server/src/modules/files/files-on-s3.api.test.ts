import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { filesUnder, testImage, upload, useOwnDataDir } from '../../test/uploads.ts';
import { openFileStorage } from './file-stores.ts';
import { renderFilePreview } from './preview-job.ts';

/** FILE_STORAGE=s3 against a real S3-compatible server: any process of the shop serves any file. */
describe('files on S3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = useOwnDataDir();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks at start that the bucket can be written, naming a missing one', async () => {
    const check = async (env: NodeJS.ProcessEnv) => {
      const stores = await openFileStorage(loadConfig({ ...s3.env, ...env }));
      try {
        await stores.check();
      } finally {
        stores.close();
      }
    };
    await expect(check({})).resolves.toBeUndefined();
    await expect(check({ S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(/"no-such-bucket".*does not exist/);
  });

  it('keeps an upload and its preview in the bucket and serves them as from disk', async () => {
    const png = await testImage('png', 12, 7);
    const res = await upload(t.app, png, { filename: 'card.png', type: 'image/png' });
    expect(res.status).toBe(200);

    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    const name = res.data.url.slice('/uploads/'.length);
    const previewName = name.replace('.png', '.preview.webp');
    const inBucket = () => filesUnder(s3.dir).join('\n');
    expect(inBucket()).toContain(`uploads/${name}`);
    // The preview job reads the upload from the bucket and puts its preview there.
    expect(inBucket()).not.toContain(`uploads/${previewName}`);
    await renderFilePreview(t.app, { fileId: name.split('.')[0]! });
    expect(inBucket()).toContain(`uploads/${previewName}`);

    const preview = await t.app.inject({ method: 'GET', url: res.data.preview });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('webp');
    // Nothing on this machine's disk: the temporary upload is gone and nothing was stored there.
    expect(filesUnder(dataDir)).toEqual([]);
  });

  it('keeps the media renditions in the bucket too', async () => {
    const res = await t.app.inject('/media/banner/home.webp?w=320');
    expect(res.statusCode).toBe(200);
    expect(filesUnder(s3.dir).some((file) => file.includes('media-cache/'))).toBe(true);
    expect(filesUnder(dataDir)).toEqual([]);
  });
});
