import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobData } from '../jobs/queues.ts';
import { drawDesignPreview } from './design-preview.ts';
import { storedName } from './service.ts';
import type { FileStorage } from './storage.ts';
import { files } from './tables.ts';

/** Where a file's preview is stored: beside it, in the same storage. */
const previewKeyOf = (id: string) => `${id}.preview.webp`;

/**
 * The previews this process is making, by file id: a request for a preview and its job running
 * at once share one drawing (a large PDF takes seconds of the one PDF worker thread).
 */
const making = new Map<string, Promise<string | null>>();

async function uploadRow(db: Db, fileId: string) {
  const [row] = await db
    .select({ mime: files.mime, previewKey: files.previewKey })
    .from(files)
    .where(eq(files.id, fileId));
  return row;
}

async function drawAndStore(db: Db, storage: FileStorage, fileId: string): Promise<string | null> {
  const row = await uploadRow(db, fileId);
  if (!row) return null;
  if (row.previewKey) return row.previewKey;
  const stored = await storage.get(storedName(fileId, row.mime));
  if (!stored) return null;
  const preview = await drawDesignPreview(await buffer(stored), row.mime);
  if (!preview) throw new Error(`the first page of upload ${fileId} cannot be drawn`);
  const key = previewKeyOf(fileId);
  await storage.put(key, preview);
  const kept = await db
    .update(files)
    .set({ previewKey: key })
    .where(eq(files.id, fileId))
    .returning({ id: files.id });
  if (kept.length) return key;
  // Deleted while it was drawn: nothing else would remove its preview.
  await storage.delete(key);
  return null;
}

/**
 * Makes and stores the preview of the upload `fileId` unless it has one, and answers its storage
 * key; null when the upload is gone (deleted, or its bytes). Two processes making it at once write
 * the same image under the same key; throws when a PDF's first page cannot be drawn.
 */
function makePreview(db: Db, storage: FileStorage, fileId: string): Promise<string | null> {
  let made = making.get(fileId);
  if (!made) {
    made = drawAndStore(db, storage, fileId).finally(() => making.delete(fileId));
    making.set(fileId, made);
  }
  return made;
}

/** How long a request for a preview not made yet waits for a worker to make it, on a ROLE=web process. */
const WORKER_WAIT_MS = 10_000;
const WORKER_POLL_MS = 250;

/**
 * The storage key of the preview of the design upload `fileId` for a request that shows it before
 * its job has run (open-upload.ts); null when the upload is gone. A process that runs jobs draws it
 * at once, sharing the drawing with its job; a ROLE=web process gives the workers some seconds to
 * make it first, so that drawing a large PDF stays off the processes that answer requests unless
 * no worker gets to it (docs/deploy.md#background-jobs).
 */
export async function previewForRequest(app: FastifyInstance, fileId: string): Promise<string | null> {
  if (app.config.role === 'web') {
    for (let waited = 0; waited < WORKER_WAIT_MS; waited += WORKER_POLL_MS) {
      await sleep(WORKER_POLL_MS);
      const row = await uploadRow(app.db, fileId);
      if (!row) return null;
      if (row.previewKey) return row.previewKey;
    }
  }
  return makePreview(app.db, app.storage.uploads, fileId);
}

/**
 * The filePreview job (modules/jobs/queues.ts): an upload's preview, made after the upload has
 * answered; done again, or for an upload since deleted, it does nothing.
 */
export async function renderFilePreview(
  app: FastifyInstance,
  { fileId }: JobData['filePreview'],
): Promise<void> {
  await makePreview(app.db, app.storage.uploads, fileId);
}
