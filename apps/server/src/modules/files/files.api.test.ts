import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_UPLOAD_BYTES } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { envelope } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { filesUnder, pngClaiming, testImage, upload, useOwnDataDir } from '../../test/uploads.ts';
import { files } from './tables.ts';

const URL_FORM = /^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

describe('file upload API', () => {
  let t: TestApp;
  let dataDir: string;
  let uploadsDir: string;
  let png: Buffer;

  const fileCount = async () => (await t.db.select({ id: files.id }).from(files)).length;
  const storedFiles = () => filesUnder(dataDir);
  /** Bad uploads must leave nothing behind: no row, no stored file, no temporary file. */
  const expectNothingStored = async (rowsBefore: number, filesBefore: string[]) => {
    expect(await fileCount()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  };

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    uploadsDir = path.join(dataDir, 'uploads');
    t = await createTestApp();
    png = await testImage('png', 12, 7);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a PNG under a random name and serves it back with safe headers', async () => {
    const res = await upload(t.app, png, { filename: 'my card.png', type: 'image/png' });
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect(res.data.url).toMatch(URL_FORM);
    expect(res.data.url).toMatch(/\.png$/);
    expect(res.data.url).not.toContain('card');

    const id = res.data.url.slice('/uploads/'.length, -'.png'.length);
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ mime: 'image/png', size: png.length, width: 12, height: 7, memberId: null });
    expect(fs.readFileSync(path.join(uploadsDir, `${id}.png`))).toEqual(png);

    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it('names each image by what its bytes are, whatever the client calls it', async () => {
    for (const [format, ext, mime] of [
      ['jpeg', 'jpg', 'image/jpeg'],
      ['webp', 'webp', 'image/webp'],
      ['gif', 'gif', 'image/gif'],
    ] as const) {
      const res = await upload(t.app, await testImage(format), { filename: 'photo.png', type: 'image/png' });
      expect(res.status).toBe(200);
      expect(res.data.url).toMatch(new RegExp(`\\.${ext}$`));
      const served = await t.app.inject({ method: 'GET', url: res.data.url });
      expect(served.headers['content-type']).toBe(mime);
    }
    const renamed = await upload(t.app, png, { filename: 'notes.txt', type: 'text/plain' });
    expect(renamed.status).toBe(200);
    expect(renamed.data.url).toMatch(/\.png$/);
  });

  it('records the member when a valid token comes with the upload, and ignores a bad one', async () => {
    const member = await newMember(t.db);
    const mine = await upload(t.app, png, { token: member.token });
    const stranger = await upload(t.app, png, { token: 'not-a-token' });
    expect([mine.status, stranger.status]).toEqual([200, 200]);
    const idOf = (url: string) => url.slice('/uploads/'.length).split('.')[0]!;
    const [mineRow] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, idOf(mine.data.url)));
    const [strangerRow] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, idOf(stranger.data.url)));
    expect(mineRow!.memberId).toBe(member.id);
    expect(strangerRow!.memberId).toBeNull();
  });

  it('refuses what is not a PDF or a JPEG, PNG, WebP or GIF image, whatever its name, with 415', async () => {
    const rows = await fileCount();
    const before = storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pageless = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const tiff = await (await import('sharp')).default(png).tiff().toBuffer();
    const corruptPng = Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]);
    for (const [content, filename, type] of [
      [Buffer.from('just some text, honestly'), 'design.png', 'image/png'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [pageless, 'flyer.jpg', 'image/jpeg'],
      [tiff, 'scan.tif', 'image/tiff'],
      [corruptPng, 'broken.png', 'image/png'],
      [Buffer.alloc(0), 'empty.png', 'image/png'],
    ] as const) {
      const res = await upload(t.app, content, { filename, type });
      expect(res.status, filename).toBe(415);
      expect(res.code).toBe(415);
    }
    const zh = await upload(t.app, Buffer.from('text'), { filename: 'a.png', lang: 'zh' });
    expect(zh.msg).toBe('仅支持上传 PDF 文件及 JPEG、PNG、WebP 和 GIF 格式的图片');
    expect(await fileCount()).toBe(rows);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 400 when the file field is missing', async () => {
    const rows = await fileCount();
    const before = storedFiles();
    const wrongField = await upload(t.app, png, { field: 'image' });
    expect(wrongField).toMatchObject({ status: 400, msg: 'Please choose a PDF or an image to upload' });

    const onlyText = new FormData();
    onlyText.append('file', 'not a file part');
    const text = await t.app.inject({ method: 'POST', url: '/api/file/upload', payload: onlyText });
    expect(text.statusCode).toBe(400);

    const json = await t.app.inject({ method: 'POST', url: '/api/file/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(envelope(json).code).toBe(400);

    const nothing = await t.app.inject({ method: 'POST', url: '/api/file/upload' });
    expect(nothing.statusCode).toBe(400);
    await expectNothingStored(rows, before);
  });

  it('answers 413 for a file over 50 MB and keeps nothing of it', async () => {
    const rows = await fileCount();
    const before = storedFiles();
    const boundary = '----inkfoldtestboundary';
    const zeros = Buffer.alloc(1024 * 1024);
    const chunks = Math.ceil(MAX_UPLOAD_BYTES / zeros.length) + 1;
    // A real PNG header followed by zeros: the size check must come before any content check.
    const body = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
        );
        yield png.subarray(0, 33);
        for (let i = 0; i < chunks; i++) yield zeros;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toMatchObject({ code: 413, msg: 'The file is larger than 50 MB' });
    await expectNothingStored(rows, before);
  });

  it('answers 400 for a multipart body that is malformed or cut off, and keeps nothing of it', async () => {
    const rows = await fileCount();
    const before = storedFiles();
    const boundary = 'inkfoldtestboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const whole = Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    for (const [name, type, body] of [
      ['no boundary', 'multipart/form-data', whole],
      ['another boundary', 'multipart/form-data; boundary=other', whole],
      [
        'cut off in the file',
        `multipart/form-data; boundary=${boundary}`,
        whole.subarray(0, head.length + 20),
      ],
      ['cut off in a header', `multipart/form-data; boundary=${boundary}`, whole.subarray(0, 40)],
      ['not multipart at all', `multipart/form-data; boundary=${boundary}`, Buffer.from('just text')],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: { 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, name).toBe(400);
      expect(envelope(res).msg, name).toBe('The upload was cut off or is not a valid form, please try again');
    }
    await expectNothingStored(rows, before);
  });

  it('answers 413 for an image over the pixel limit, known from its header, and keeps nothing of it', async () => {
    const rows = await fileCount();
    const before = storedFiles();
    const huge = await upload(t.app, pngClaiming(20_000, 20_000));
    expect(huge).toMatchObject({ status: 413, code: 413, msg: 'The image is larger than 268 megapixels' });
    expect((await upload(t.app, pngClaiming(20_000, 20_000), { lang: 'zh' })).msg).toBe(
      '图片尺寸超过 268 百万像素',
    );
    await expectNothingStored(rows, before);
  });

  it('keeps nothing of an upload the client abandons halfway', async () => {
    const before = storedFiles();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'inkfoldtestboundary';
    const request = http.request({
      port,
      method: 'POST',
      path: '/api/file/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    });
    request.on('error', () => {});
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    request.write(Buffer.concat([png, Buffer.alloc(256 * 1024)]));
    const incoming = path.join(dataDir, 'tmp');
    const settle = async (done: () => boolean) => {
      for (let i = 0; i < 100 && !done(); i++) await sleep(50);
      return done();
    };
    // The server is writing the upload to DATA_DIR/tmp when the client goes away.
    expect(await settle(() => filesUnder(incoming).length === 1)).toBe(true);
    request.destroy();
    expect(await settle(() => filesUnder(incoming).length === 0)).toBe(true);
    expect(storedFiles()).toEqual(before);
  });

  it('serves only stored uploads by their exact name: anything else is 404', async () => {
    const { data } = await upload(t.app, png);
    const name = data.url.slice('/uploads/'.length);
    const id = name.split('.')[0]!;
    for (const url of [
      '/uploads/../package.json',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/..%5C..%5Cpackage.json',
      '/uploads/%2e%2e',
      '/uploads/pglite',
      `/uploads/${id}.png%00.txt`,
      `/uploads/${id}.PNG`,
      `/uploads/${id}.jpg`,
      `/uploads/${id.toUpperCase()}.png`,
      `/uploads/${id}`,
      `/uploads/${'0'.repeat(32)}.png`,
      `/uploads/${name}/..`,
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/^image\//);
    }
    fs.rmSync(path.join(uploadsDir, name));
    expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('limits uploads per address', async () => {
    const ip = '203.0.113.9';
    const gif = await testImage('gif', 1, 1);
    for (let i = 0; i < 60; i++) expect((await upload(t.app, gif, { ip })).status).toBe(200);
    expect((await upload(t.app, gif, { ip })).status).toBe(429);
    expect((await upload(t.app, gif, { ip: '203.0.113.10' })).status).toBe(200);
  });
});
