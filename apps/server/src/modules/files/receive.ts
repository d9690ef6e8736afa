import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { CODE, MAX_UPLOAD_BYTES } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';

/**
 * Registers the multipart parser with the upload limits: one file, a few short text fields (a
 * proof's message fits). Register it inside a plugin, so that only that plugin's routes take
 * multipart bodies.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 11 },
  });
}

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

/** A multipart form as received: its file part `file` on disk, and its text fields. */
interface ReceivedForm {
  /** The temporary file of the part named `file`, or null when none was sent. */
  file: string | null;
  fields: Record<string, string>;
  /** Removes the temporary file: call it in a `finally` once the file is stored or refused. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart body (the multipart plugin must be registered in the route's scope): the
 * part named `file` is written to disk under `dir`, since the size limit is only known to be kept
 * once its stream ends, and nothing may be stored, or held in memory, before that. Other file
 * parts are skipped; text fields are kept as sent. A body that is not multipart has no file;
 * 400 when it is malformed, 413 when the file is larger than `maxBytes` (at most the plugin's
 * limit, MAX_UPLOAD_BYTES).
 */
export async function receiveForm(
  request: FastifyRequest,
  dir: string,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  let file: string | null = null;
  const discard = () => (file ? fs.rm(file, { force: true }) : Promise.resolve());
  if (!request.isMultipart()) return { file, fields, discard };
  await fs.mkdir(dir, { recursive: true });
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !file) {
        file = path.join(dir, randomUUID());
        await receive(part, file);
        if (part.file.truncated) {
          throw new HttpError(CODE.tooLarge, 'uploadTooLarge', { max: maxBytes / 1024 / 1024 });
        }
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    await discard();
    throw asUploadError(error);
  }
  return { file, fields, discard };
}
