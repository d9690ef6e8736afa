import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';

export { isUploadMime, UPLOAD_IMAGE_TYPES, UPLOAD_URL, type UploadMime } from '../uploads.ts';

export const uploadFile = endpoint({
  ...API_ROUTES.uploadFile,
  auth: false,
  summary: `Upload one image (JPEG, PNG, WebP or GIF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and 268 megapixels) in the field "file"; 400 when the body is malformed or has no file, 413 when larger, 415 when not such an image`,
  // The file part is read as a stream by the handler, not parsed into the body: the schema
  // lets the body be empty and the document still shows the field as required.
  input: z
    .object({ file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'The image' }) })
    .meta({ required: ['file'] }),
  output: z.object({ url: z.string().describe('Where the image is served, /uploads/<id>.<ext>') }),
});
