import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { LogCapture } from '../../test/log.ts';
import { orderedItems } from '../../test/production.ts';
import { newQuote } from '../../test/quotes.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { newMember, putInCart, skuOf } from '../../test/shop.ts';
import { filesUnder, testImage, useOwnDataDir } from '../../test/uploads.ts';
import { enqueue } from '../jobs/queue.ts';
import { startWorkers } from '../jobs/workers.ts';
import { proofs } from '../production/tables.ts';
import { uploadUrl } from './service.ts';
import { files } from './tables.ts';
import { sweepUnreferencedUploads, UNUSED_UPLOAD_DAYS, UPLOADS_PER_ROUND } from './upload-sweep.ts';

const DAY = 24 * 3600_000;

interface TestUpload {
  id: string;
  url: string;
  /** Its bytes' and its preview's keys in storage. */
  keys: string[];
}

/**
 * A design upload with its preview made `daysAgo` days ago, written straight to the database and
 * the uploads' storage as the upload call and its preview job leave them.
 */
async function uploadMade(app: FastifyInstance, daysAgo: number): Promise<TestUpload> {
  const id = randomBytes(16).toString('hex');
  const keys = [`${id}.png`, `${id}.preview.webp`];
  const [design, preview] = [await testImage('png'), await testImage('webp')];
  await app.storage.uploads.put(keys[0]!, design);
  await app.storage.uploads.put(keys[1]!, preview);
  await app.db.insert(files).values({
    id,
    mime: 'image/png',
    size: design.length,
    width: 8,
    height: 6,
    previewKey: keys[1],
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
  return { id, url: uploadUrl(id, 'image/png'), keys };
}

const OLD = UNUSED_UPLOAD_DAYS + 1;

/** Whether the upload's row is there, and which of its keys hold bytes. */
async function whatRemains(app: FastifyInstance, upload: TestUpload) {
  const rows = await app.db.select({ id: files.id }).from(files).where(eq(files.id, upload.id));
  const stored = [];
  for (const key of upload.keys) {
    const body = await app.storage.uploads.get(key);
    body?.destroy();
    if (body) stored.push(key);
  }
  return { row: rows.length === 1, stored };
}

const kept = (upload: TestUpload) => ({ row: true, stored: upload.keys });
const removed = { row: false, stored: [] };

/** A proof, written as the production line leaves it, whose other URLs name no stored file. */
function proofNaming(db: Database, urls: Partial<typeof proofs.$inferInsert>) {
  const elsewhere = `/uploads/${'e'.repeat(32)}.png`;
  return db.insert(proofs).values({
    itemId: randomInt(1e9),
    version: 1,
    fileUrl: elsewhere,
    previewUrl: elsewhere,
    mime: 'image/png',
    state: 'changes_requested',
    staffId: 1,
    ...urls,
  });
}

/** Every place that refers to an upload, each making one row that names the URL. */
const REFERENCES: [string, (db: Database, url: string) => Promise<unknown>][] = [
  [
    'a cart line',
    async (db, url) => putInCart(db, (await newMember(db)).id, await skuOf(db, 'BC-1001'), 1, [url]),
  ],
  // Placing the order removes the cart line: the order item alone names the file.
  ['an order item', (db, url) => orderedItems(db, { design: url })],
  ['a quote', (db, url) => newQuote(db, { fileUrls: [`/uploads/${'f'.repeat(32)}.png`, url] })],
  ["a proof's file", (db, url) => proofNaming(db, { fileUrl: url })],
  ["a proof's preview", (db, url) => proofNaming(db, { previewUrl: url })],
  ['the design a customer sent with changes to a proof', (db, url) => proofNaming(db, { newFileUrl: url })],
];

describe('the sweep of uploads nothing refers to', () => {
  const log = new LogCapture();
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp({ log });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`removes an upload older than ${UNUSED_UPLOAD_DAYS} days that nothing refers to, with its bytes and preview`, async () => {
    const upload = await uploadMade(t.app, OLD);
    expect(await whatRemains(t.app, upload)).toEqual(kept(upload));

    await sweepUnreferencedUploads(t.app);

    expect(await whatRemains(t.app, upload)).toEqual(removed);
    expect(log.lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ removed: 1, msg: 'uploads nothing refers to removed' }),
    );
  });

  it.each(REFERENCES)('keeps an old upload that %s refers to', async (_, refer) => {
    const upload = await uploadMade(t.app, OLD);
    await refer(t.db, upload.url);

    await sweepUnreferencedUploads(t.app);

    expect(await whatRemains(t.app, upload)).toEqual(kept(upload));
  });

  it(`keeps an upload nothing refers to yet for ${UNUSED_UPLOAD_DAYS} days`, async () => {
    const upload = await uploadMade(t.app, UNUSED_UPLOAD_DAYS - 1);

    await sweepUnreferencedUploads(t.app);

    expect(await whatRemains(t.app, upload)).toEqual(kept(upload));
  });

  it('is harmless run twice, at once or one after the other, and after a run stopped half way', async () => {
    const uploads = [await uploadMade(t.app, OLD), await uploadMade(t.app, OLD)];
    // A run stopped between the bytes and the rows left this row without its bytes.
    const [halfDone] = uploads;
    await Promise.all(halfDone!.keys.map((key) => t.app.storage.uploads.delete(key)));

    await Promise.all([sweepUnreferencedUploads(t.app), sweepUnreferencedUploads(t.app)]);
    await sweepUnreferencedUploads(t.app);

    for (const upload of uploads) expect(await whatRemains(t.app, upload)).toEqual(removed);
  });

  it('goes on round after round until none is left', async () => {
    // Rows alone: their bytes are already gone, as after a run stopped half way.
    const ids = Array.from({ length: UPLOADS_PER_ROUND + 1 }, () => randomBytes(16).toString('hex'));
    const createdAt = new Date(Date.now() - OLD * DAY);
    await t.db.insert(files).values(ids.map((id) => ({ id, mime: 'image/png', size: 1, createdAt })));

    await sweepUnreferencedUploads(t.app);

    expect(await t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).toEqual([]);
  });
});

describe('the sweep as a job', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp();
    await startWorkers(t.app, 0.5);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs from the uploadSweep queue', async () => {
    const upload = await uploadMade(t.app, OLD);

    await enqueue(t.app.jobs, 'uploadSweep', {});

    await vi.waitUntil(async () => !(await whatRemains(t.app, upload)).row, {
      timeout: 15_000,
      interval: 100,
    });
    expect(await whatRemains(t.app, upload)).toEqual(removed);
  });
});

describe('the sweep with files on S3', () => {
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

  it('deletes the bytes and preview from the bucket, and keeps the fresh ones', async () => {
    const [old, fresh] = [await uploadMade(t.app, OLD), await uploadMade(t.app, 0)];
    expect(await whatRemains(t.app, old)).toEqual(kept(old));

    await sweepUnreferencedUploads(t.app);

    expect(await whatRemains(t.app, old)).toEqual(removed);
    expect(await whatRemains(t.app, fresh)).toEqual(kept(fresh));
    expect(filesUnder(s3.dir).filter((file) => file.includes(old.id))).toEqual([]);
  });
});
