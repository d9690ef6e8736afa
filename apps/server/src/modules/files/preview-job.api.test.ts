import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { designPdf } from '../../test/design-files.ts';
import { filesUnder, testImage, upload, useOwnDataDir } from '../../test/uploads.ts';
import type { JobData } from '../jobs/queues.ts';
import { startWorkers } from '../jobs/workers.ts';
import { closePdfRenderer } from './pdf.ts';
import { renderFilePreview } from './preview-job.ts';
import { files } from './tables.ts';

const idOf = (url: string) => api.UPLOAD_URL.exec(url)![1]!;
const previewName = (id: string) => `${id}.preview.webp`;

/** An upload through the call, as a shopper makes it: answers the file's id. */
async function uploaded(t: TestApp, content: Buffer): Promise<string> {
  const res = await upload(t.app, content);
  expect(res.status).toBe(200);
  return idOf(res.data.url);
}

async function previewKeyOf(t: TestApp, id: string): Promise<string | null | undefined> {
  const [row] = await t.db.select({ previewKey: files.previewKey }).from(files).where(eq(files.id, id));
  return row?.previewKey;
}

async function servedPreview(t: TestApp, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/uploads/${previewName(id)}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const { format, width, height } = await sharp(res.rawPayload).metadata();
  return { format, width, height };
}

describe('the preview job of a design upload', () => {
  let t: TestApp;
  let dataDir: string;
  const storedPreviews = () => filesUnder(dataDir).filter((name) => name.endsWith('.preview.webp'));

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await t.close();
    await closePdfRenderer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is queued by the upload, which answers before any preview is drawn', async () => {
    const id = await uploaded(t, await testImage('png', 12, 7));
    expect(await previewKeyOf(t, id)).toBeNull();
    expect(storedPreviews()).toEqual([]);
    const jobs = await t.app.jobs.fetch<JobData['filePreview']>('filePreview', { batchSize: 10 });
    expect(jobs.map((job) => job.data)).toEqual([{ fileId: id }]);
  });

  it('draws and stores the preview once: run again, it finds it made and stores nothing', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1fa39a' } })
      .jpeg()
      .toBuffer();
    const id = await uploaded(t, photo);
    await renderFilePreview(t.app, { fileId: id });
    expect(await previewKeyOf(t, id)).toBe(previewName(id));
    expect(await servedPreview(t, id)).toEqual({ format: 'webp', width: 1200, height: 800 });

    const put = vi.spyOn(t.app.storage.uploads, 'put');
    await renderFilePreview(t.app, { fileId: id });
    expect(put).not.toHaveBeenCalled();
    expect(await previewKeyOf(t, id)).toBe(previewName(id));
  });

  it('draws the first page of a PDF', async () => {
    const id = await uploaded(t, await designPdf({ trimMm: [210, 148] }));
    await renderFilePreview(t.app, { fileId: id });
    expect(await servedPreview(t, id)).toMatchObject({ format: 'webp', width: 1200 });
  });

  it('ends quietly for an upload deleted before it ran, or whose bytes are gone', async () => {
    const before = storedPreviews();
    const deleted = await uploaded(t, await testImage('png'));
    await t.db.delete(files).where(eq(files.id, deleted));
    await expect(renderFilePreview(t.app, { fileId: deleted })).resolves.toBeUndefined();

    const lost = await uploaded(t, await testImage('png'));
    fs.rmSync(path.join(dataDir, 'uploads', `${lost}.png`));
    await expect(renderFilePreview(t.app, { fileId: lost })).resolves.toBeUndefined();
    expect(await previewKeyOf(t, lost)).toBeNull();
    expect(storedPreviews()).toEqual(before);
  });

  it('removes the preview it drew for an upload deleted meanwhile', async () => {
    const before = storedPreviews();
    const id = await uploaded(t, await testImage('png'));
    const storage = t.app.storage.uploads;
    const put = storage.put.bind(storage);
    vi.spyOn(storage, 'put').mockImplementationOnce(async (key: string, content: Buffer | Readable) => {
      await t.db.delete(files).where(eq(files.id, id));
      await put(key, content);
    });
    await renderFilePreview(t.app, { fileId: id });
    expect(storedPreviews()).toEqual(before);
  });

  it('is drawn by the first request for it when the job has not run, once however many ask', async () => {
    const id = await uploaded(t, await testImage('png', 12, 7));
    const put = vi.spyOn(t.app.storage.uploads, 'put');
    const [first, second] = await Promise.all([
      servedPreview(t, id),
      servedPreview(t, id),
      renderFilePreview(t.app, { fileId: id }),
    ]);
    expect(first).toEqual({ format: 'webp', width: 12, height: 7 });
    expect(second).toEqual(first);
    expect(put.mock.calls.map(([key]) => key)).toEqual([previewName(id)]);
    await renderFilePreview(t.app, { fileId: id });
    expect(put).toHaveBeenCalledTimes(1);
  });
});

describe('a preview asked of a process that runs no jobs (ROLE=web)', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp();
    t.app.config.role = 'web';
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for a worker to make it rather than drawing it itself', async () => {
    const id = await uploaded(t, await testImage('png', 12, 7));
    const asked = servedPreview(t, id);
    await sleep(600);
    expect(await previewKeyOf(t, id)).toBeNull();
    // What a worker does meanwhile.
    await renderFilePreview(t.app, { fileId: id });
    expect(await asked).toEqual({ format: 'webp', width: 12, height: 7 });
  });
});

describe('the preview job through the workers', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp();
    await startWorkers(t.app, 0.5);
  });
  afterAll(async () => {
    await t.close();
    await closePdfRenderer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes the preview of an upload soon after its answer, with no request for it', async () => {
    const id = await uploaded(t, await testImage('png', 12, 7));
    await vi.waitUntil(async () => (await previewKeyOf(t, id)) !== null, { timeout: 15_000, interval: 100 });
    expect(fs.existsSync(path.join(dataDir, 'uploads', previewName(id)))).toBe(true);
    expect(await servedPreview(t, id)).toEqual({ format: 'webp', width: 12, height: 7 });
  });
});
