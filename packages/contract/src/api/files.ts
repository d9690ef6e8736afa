import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../constants.ts';
import { endpoint } from './endpoint.ts';

/**
 * Image types an upload may be, as its bytes show (never its name or declared type), with the
 * extension it is stored under. Each one displays in every browser, so a thumbnail of any
 * upload can be shown back to the shopper.
 */
export const UPLOAD_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadMime = keyof typeof UPLOAD_IMAGE_TYPES;

export function isUploadMime(mime: string): mime is UploadMime {
  return Object.hasOwn(UPLOAD_IMAGE_TYPES, mime);
}

/** The one form an upload's URL has: `/uploads/<32 hex digits>.<extension>`. */
export const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})\.(jpg|png|webp|gif)$/;

export const uploadFile = endpoint({
  method: 'POST',
  path: '/api/file/upload',
  body: 'multipart',
  auth: false,
  summary: `Upload one image (JPEG, PNG, WebP or GIF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB) in the field "file"; 413 when larger, 415 when not such an image`,
  // The file part is read as a stream by the handler, not parsed into the body: the schema
  // lets the body be empty and the document still shows the field as required.
  input: z
    .object({ file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'The image' }) })
    .meta({ required: ['file'] }),
  output: z.object({ url: z.string().describe('Where the image is served, /uploads/<id>.<ext>') }),
});
