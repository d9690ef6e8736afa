/** What an upload may be, without zod, so browser code can check files before sending them. */

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
