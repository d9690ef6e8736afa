import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { filesUnder, testImage, upload, useOwnDataDir } from '../../test/uploads.ts';

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
    const preview = await t.app.inject({ method: 'GET', url: res.data.preview });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('webp');

    const name = res.data.url.slice('/uploads/'.length);
    const inBucket = filesUnder(s3.dir).join('\n');
    expect(inBucket).toContain(`uploads/${name}`);
    expect(inBucket).toContain(`uploads/${name.replace('.png', '.preview.webp')}`);
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
