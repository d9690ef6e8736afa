import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { MEDIA_WIDTHS } from '../constants.ts';

/** The largest image staff may upload for the catalogue or the content. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels such an image may have: a 48-megapixel photo passes; a small file that
 * claims far more (a decompression bomb) is refused before it is decoded.
 */
export const MAX_MEDIA_PIXELS = 50_000_000;

/** Where an uploaded image is served: `/media/uploads/<id>.webp`, at every width in MEDIA_WIDTHS. */
export const MEDIA_UPLOAD_URL = /^\/media\/uploads\/([A-Za-z0-9_-]{22})\.webp$/;

/** An uploaded image: where it is served, and its original's size. */
export const uploadedMedia = z.object({
  url: z.string().describe('/media/uploads/<id>.webp'),
  width: z.number().int().describe("The original's width in pixels"),
  height: z.number().int().describe("The original's height in pixels"),
});
export type UploadedMedia = z.infer<typeof uploadedMedia>;

export const adminUploadMedia = endpoint({
  ...ADMIN_ROUTES.adminUploadMedia,
  auth: false,
  staff: 'catalog.manage',
  summary: `Upload an image for the catalogue or the content in the field "file" (JPEG, PNG, WebP or GIF, judged by its bytes; at most ${MAX_MEDIA_BYTES / 1024 / 1024} MB and ${MAX_MEDIA_PIXELS / 1e6} megapixels); answers where it is served, at ?w= ${MEDIA_WIDTHS.join(', ')}. 400 when there is no file, 413 when too large, 415 when not such an image`,
  // The file part is read as a stream by the handler, as the storefront's upload does: the
  // schema lets the body be empty and the document still shows the field as required.
  input: z
    .object({ file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'The image' }) })
    .meta({ required: ['file'] }),
  output: uploadedMedia,
});
