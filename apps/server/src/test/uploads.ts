import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { storeFile } from '../modules/files/service.ts';
import type { FileStorage } from '../modules/files/storage.ts';
import { type CallOptions, callUnchecked } from './http.ts';

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

/** A real upload, an 8x6 PNG, stored as the upload call stores it but without the call; answers its URL. */
export async function storeTestUpload(db: Database, storage: FileStorage): Promise<string> {
  const [width, height] = [8, 6];
  const image = await testImage('png', width, height);
  return storeFile(db, storage, image, { mime: 'image/png', width, height }, null);
}

/** A small solid-colour image made by sharp, in the format asked for. */
export function testImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 8, height = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1fa39a' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG that says it is `width` x `height` pixels and holds one row of them: what a header
 * claims is all a reader learns before decoding, so this stands for a huge image in a few bytes.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A one-page PDF (200 x 100 points with a red box), written out byte by byte with its
 * cross-reference table, so tests need no PDF library to make one.
 */
export function testPdf(): Buffer {
  const drawing = '1 0 0 rg 10 10 100 50 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface UploadOptions extends CallOptions {
  filename?: string;
  /** The type the client declares; the server must not care. */
  type?: string;
  /** The form field the file is sent in; the call names it `file`. */
  field?: string;
  /** The call's other fields, as written in the form: the product the file is for and its pages. */
  fields?: { productNo?: string; pages?: string | number };
}

/** POST /api/file/upload with one file part. */
export function upload(app: FastifyInstance, content: Buffer, options: UploadOptions = {}) {
  const {
    filename = 'design.bin',
    type = 'application/octet-stream',
    field = 'file',
    fields,
    ...call
  } = options;
  const file = new File([new Uint8Array(content)], filename, { type });
  return callUnchecked(app, api.uploadFile, { ...fields, [field]: file }, call);
}
