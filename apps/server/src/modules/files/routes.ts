import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { api, CODE, MAX_UPLOAD_BYTES } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { memberIdForToken } from '../identity/sessions.ts';
import { hit } from '../ratelimit/service.ts';
import { openUpload, storeImage } from './service.ts';
import { createFileStorage } from './storage.ts';

const HOUR = 60 * 60;
const UPLOADS_PER_HOUR = 60;
/** An upload's URL names its content for good, so browsers may keep it as long as they like. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A body that is not the multipart it claims to be (no boundary, cut off, closed early) is the
 * client's fault: the parser's errors say so with a status or not at all. A disk failure is ours.
 */
function asUploadError(error: unknown): unknown {
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  if (error instanceof HttpError || statusCode || syscall) return error;
  return new HttpError(CODE.badRequest, 'uploadMalformed');
}

/** Streams the part to `target`, and returns only once the file is closed and may be removed. */
async function receive(part: MultipartFile, target: string): Promise<void> {
  const out = createWriteStream(target);
  try {
    await pipeline(part.file, out);
  } catch (error) {
    throw asUploadError(error);
  } finally {
    if (!out.closed) await once(out, 'close');
  }
}

/** Uploads work without logging in; a valid token only records whose they are. */
async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return request.token ? memberIdForToken(app.db, request.token) : null;
}

/**
 * POST /api/file/upload and GET /uploads/<id>.<ext>. Register with `app.register`: the
 * multipart parser, with the upload limits, exists only inside this plugin.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const storage = createFileStorage(app.config.dataDir);
  const incoming = path.join(app.config.dataDir, 'tmp');

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  route(app, api.uploadFile, async ({ request }) => {
    await hit(app.db, [{ key: `upload:ip:${request.ip}`, max: UPLOADS_PER_HOUR, windowSeconds: HOUR }]);
    if (!request.isMultipart()) throw new HttpError(CODE.badRequest, 'uploadMissing');
    const part = await request.file().catch((error: unknown) => {
      throw asUploadError(error);
    });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw new HttpError(CODE.badRequest, 'uploadMissing');
    }
    await fs.mkdir(incoming, { recursive: true });
    const received = path.join(incoming, randomUUID());
    try {
      // Written to disk first: the size limit is only known to be kept once the stream ends,
      // and nothing may be stored, or held in memory, before that.
      await receive(part, received);
      if (part.file.truncated) {
        throw new HttpError(CODE.tooLarge, 'uploadTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
      }
      const url = await storeImage(app.db, storage, received, await optionalMember(app, request));
      return { url };
    } finally {
      await fs.rm(received, { force: true });
    }
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const upload = await openUpload(app.db, storage, request.params.name);
    if (!upload) throw new HttpError(CODE.notFound, 'notFound');
    return reply
      .header('content-type', upload.mime)
      .header('content-length', upload.size)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', IMMUTABLE)
      .send(upload.body);
  });
}
