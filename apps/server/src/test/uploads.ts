import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { envelope } from './app.ts';

/**
 * Gives the test file's app a data directory of its own, so what one file uploads is not
 * seen by another running at the same time. Call before createTestApp.
 */
export function useOwnDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-files-'));
  process.env.TEST_DATA_DIR = dir;
  return dir;
}

/** Every file under a directory, recursively; [] when the directory does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

/** A small solid-colour image made by sharp, in the format asked for. */
export function testImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 8, height = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1fa39a' } })
    .toFormat(format)
    .toBuffer();
}

export interface UploadOptions {
  filename?: string;
  /** The type the client declares; the server must not care. */
  type?: string;
  field?: string;
  token?: string;
  lang?: string;
  ip?: string;
}

/** POST /api/file/upload with one file part. */
export async function upload(app: FastifyInstance, content: Buffer, options: UploadOptions = {}) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(content)], { type: options.type ?? 'application/octet-stream' }),
    options.filename ?? 'design.bin',
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: form,
    remoteAddress: options.ip,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
  });
  return { status: res.statusCode, ...envelope<{ url: string }>(res) };
}
