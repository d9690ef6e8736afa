import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../constants.ts';
import { PREFLIGHT_CODES, PREFLIGHT_STATUSES } from '../preflight.ts';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';
import { numberFromForm, optionalText } from './inputs.ts';

export {
  DESIGN_UPLOAD_TYPES,
  type DesignMime,
  isDesignMime,
  isPdfUpload,
  isUploadMime,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_URL,
  type UploadMime,
  uploadPreviewUrl,
} from '../uploads.ts';

/** The most pages or sides an upload may say its chosen options print. */
const MAX_DESIGN_PAGES = 999;

/** A file's preflight as answered: its checks' messages in the reader's language. */
export const preflightSchema = z.object({
  status: z.enum(PREFLIGHT_STATUSES),
  checks: z.array(
    z.object({ code: z.enum(PREFLIGHT_CODES), status: z.enum(PREFLIGHT_STATUSES), message: z.string() }),
  ),
});

export const uploadFile = endpoint({
  ...API_ROUTES.uploadFile,
  auth: false,
  summary: `Upload one design file (JPEG, PNG, WebP, GIF or PDF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and 268 megapixels) in the field "file", with the product it is for in "productNo" and the pages its chosen options print in "pages"; the answer has its URL, its preview image and its preflight (docs/preflight.md). 400 when the body is malformed or has no file, 413 when larger, 415 when not such a file or an encrypted or unreadable PDF`,
  // The file part is read as a stream by the handler, not parsed into the body: the schema
  // lets the body be empty and the document still shows the field as required.
  input: z
    .object({
      file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'The image or PDF' }),
      productNo: optionalText(50).describe(
        'The product the file is for, shown in the shop: its print size is checked (404 for no such product)',
      ),
      pages: numberFromForm(z.number().int().min(1).max(MAX_DESIGN_PAGES).optional()).describe(
        `How many pages or sides the chosen options print (1 to ${MAX_DESIGN_PAGES})`,
      ),
    })
    .meta({ required: ['file'] }),
  output: z.object({
    url: z.string().describe('Where the file is served, /uploads/<id>.<ext> (a PDF as a download)'),
    preview: z.string().describe('An image of the file, or of its first page: /uploads/<id>.preview.webp'),
    preflight: preflightSchema.describe(
      "What the checks found, in the request's language; the size, resolution and page checks need productNo",
    ),
  }),
});
