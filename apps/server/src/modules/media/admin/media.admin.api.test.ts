import fs from 'node:fs';
import path from 'node:path';
import { admin } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CallOptions, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { filesUnder, pngClaiming, testImage, useOwnDataDir } from '../../../test/uploads.ts';
import { auditLog } from '../../audit/tables.ts';
import { mediaImages } from '../tables.ts';

describe('images staff upload: POST /api/admin/media and GET /media/uploads/<id>.webp', () => {
  let t: TestApp;
  let dataDir: string;
  let staff: Record<admin.StaffRole, TestStaff>;

  const as = (who: TestStaff, lang?: string): CallOptions => ({ headers: who.headers, lang });
  const send = (content: Buffer, filename: string, options: CallOptions) =>
    callUnchecked(
      t.app,
      admin.adminUploadMedia,
      { file: new File([new Uint8Array(content)], filename) },
      options,
    );
  const rowCount = async () => (await t.db.select({ id: mediaImages.id }).from(mediaImages)).length;
  /** A refused upload leaves nothing behind: no row, no stored original, no temporary file. */
  const expectNothingKept = async (rows: number, files: string[]) => {
    expect(await rowCount()).toBe(rows);
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual(files);
    expect(filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  };
  const refuses = async (content: Buffer, filename: string, status: number, en: string, zh: string) => {
    const [rows, files] = [await rowCount(), filesUnder(path.join(dataDir, 'uploads'))];
    expect(await send(content, filename, as(staff.owner))).toMatchObject({ status, code: status, msg: en });
    expect((await send(content, filename, as(staff.owner, 'zh'))).msg).toBe(zh);
    await expectNothingKept(rows, files);
  };

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a PNG, audited, and serves it as WebP at a width, never wider than the original', async () => {
    const res = await send(await testImage('png', 400, 300), 'banner.png', as(staff.owner));
    expect(res).toMatchObject({ status: 200, data: { width: 400, height: 300 } });
    expect(res.data.url).toMatch(admin.MEDIA_UPLOAD_URL);
    const id = admin.MEDIA_UPLOAD_URL.exec(res.data.url)![1]!;
    const [row] = await t.db.select().from(mediaImages).where(eq(mediaImages.id, id));
    expect(row).toMatchObject({ mime: 'image/png', width: 400, height: 300, staffId: staff.owner.id });
    expect(row!.key).not.toContain('banner');
    expect(fs.existsSync(path.join(dataDir, 'uploads', row!.key))).toBe(true);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.upload'));
    expect(entry).toMatchObject({
      staffId: staff.owner.id,
      entity: 'media',
      entityId: null,
      after: { url: res.data.url, width: 400, height: 300, mime: 'image/png' },
    });

    for (const [w, width] of [
      [320, 320],
      [800, 400],
    ]) {
      const served = await t.app.inject(`${res.data.url}?w=${w}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    const again = await t.app.inject({
      url: `${res.data.url}?w=320`,
      headers: { 'if-none-match': String((await t.app.inject(`${res.data.url}?w=320`)).headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('takes JPEG, WebP and GIF too, judged by their bytes whatever their names', async () => {
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const res = await send(await testImage(format, 20, 10), 'photo.bin', as(staff.owner));
      expect(res, format).toMatchObject({ status: 200, data: { width: 20, height: 10 } });
      expect((await t.app.inject(`${res.data.url}?w=160`)).statusCode).toBe(200);
    }
  });

  it('refuses a text file named .png and an SVG, naming what an image may be, and keeps nothing', async () => {
    const notImage = [
      'Only JPEG, PNG, WebP and GIF images can be uploaded',
      '仅支持上传 JPEG、PNG、WebP 和 GIF 格式的图片',
    ];
    await refuses(
      Buffer.from('not a picture at all\n'.repeat(20)),
      'banner.png',
      415,
      notImage[0]!,
      notImage[1]!,
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await refuses(svg, 'logo.svg', 415, notImage[0]!, notImage[1]!);
  });

  it(`refuses a file over ${admin.MAX_MEDIA_BYTES / 1024 / 1024} MB with 413, and keeps nothing`, async () => {
    const big = Buffer.concat([await testImage('png'), Buffer.alloc(admin.MAX_MEDIA_BYTES)]);
    await refuses(big, 'huge.png', 413, 'The file is larger than 10 MB', '文件大小超过 10 MB');
  });

  it('refuses an image claiming more pixels than the limit before decoding it (a decompression bomb)', async () => {
    await refuses(
      pngClaiming(10_000, 10_000),
      'bomb.png',
      413,
      'The image is larger than 50 megapixels',
      '图片尺寸超过 50 百万像素',
    );
  });

  it('refuses a damaged image whose header reads well', async () => {
    const png = await testImage('png', 300, 200);
    await refuses(
      png.subarray(0, png.length - 40),
      'cut.png',
      415,
      'This image is damaged and cannot be read',
      '该图片已损坏，无法读取',
    );
  });

  it('answers 400 when no file is sent', async () => {
    const res = await callUnchecked(t.app, admin.adminUploadMedia, {}, as(staff.owner));
    expect(res).toMatchObject({ status: 400, msg: 'Please choose an image to upload' });
  });

  it('is for owners: no session is 401, production and support get 403, and nothing is kept', async () => {
    const png = await testImage('png');
    const rows = await rowCount();
    expect((await send(png, 'a.png', {})).status).toBe(401);
    for (const role of ['production', 'support'] as const) {
      expect((await send(png, 'a.png', as(staff[role]))).status, role).toBe(403);
    }
    expect(await rowCount()).toBe(rows);
  });

  it('answers 404 for an upload that does not exist, and 400 for a width outside the list', async () => {
    const missing = await t.app.inject('/media/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp?w=160');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'])).not.toContain('immutable');
    for (const url of ['/media/uploads/short.webp', '/media/uploads/../../etc/passwd.webp']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
    const res = await send(await testImage('png'), 'a.png', as(staff.owner));
    expect((await t.app.inject(`${res.data.url}?w=123`)).statusCode).toBe(400);
  });
});
