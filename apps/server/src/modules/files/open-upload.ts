import type { Readable } from 'node:stream';
import { api } from '@printshop/contract';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { previewForRequest } from './preview-job.ts';
import { storedName, uploadUrl } from './service.ts';
import { files } from './tables.ts';

interface StoredUpload {
  mime: string;
  /** Unknown for a preview, whose size is not recorded. */
  size: number | null;
  body: Readable;
}

/** A preview's name: `<id>.preview.webp`. */
const PREVIEW_NAME = /^([0-9a-f]{32})\.preview\.webp$/;

/**
 * The file served at `/uploads/<name>`, or null: a name in any other form is never looked up.
 * `<id>.preview.webp` is the file's preview; an image stored before previews is its own, a PDF
 * without one has none.
 *
 * A design (an upload with a preflight) whose preview job has not run yet gets its preview made
 * now, by the job's own code, and stored (previewForRequest): the upload's answer names the
 * preview, which the uploader, the cart and the back office show at once, and its URL is cached
 * for good. A placeholder would need the web to learn when the preview is made, and a browser
 * that got one at the preview's URL would keep it.
 */
export async function openUpload(app: FastifyInstance, name: string): Promise<StoredUpload | null> {
  const { db } = app;
  const storage = app.storage.uploads;
  const url = `/uploads/${name}`;
  const preview = PREVIEW_NAME.exec(name);
  const id = preview?.[1] ?? api.UPLOAD_URL.exec(url)?.[1];
  if (!id) return null;
  const [row] = await db
    .select({
      id: files.id,
      mime: files.mime,
      size: files.size,
      previewKey: files.previewKey,
      design: isNotNull(files.preflight).mapWith(Boolean),
    })
    .from(files)
    .where(eq(files.id, id));
  if (!row) return null;
  const previewKey = row.previewKey ?? (preview && row.design ? await previewForRequest(app, id) : null);
  if (preview && previewKey) {
    const body = await storage.get(previewKey);
    return body ? { mime: 'image/webp', size: null, body } : null;
  }
  if (preview ? !api.isUploadMime(row.mime) : uploadUrl(row.id, row.mime) !== url) return null;
  const body = await storage.get(storedName(row.id, row.mime));
  return body ? { mime: row.mime, size: row.size, body } : null;
}
