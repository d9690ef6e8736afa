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

/** What a design upload may be: any of the images, or a PDF (shown through its preview). */
export const DESIGN_UPLOAD_TYPES = { ...UPLOAD_IMAGE_TYPES, 'application/pdf': 'pdf' } as const;
export type DesignMime = keyof typeof DESIGN_UPLOAD_TYPES;

export function isDesignMime(mime: string): mime is DesignMime {
  return Object.hasOwn(DESIGN_UPLOAD_TYPES, mime);
}

/** The one form an upload's URL has: `/uploads/<32 hex digits>.<extension>`. */
export const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})\.(jpg|png|webp|gif|pdf)$/;

/**
 * Where the preview of the upload at `url` is served: a WebP of the image, or of a PDF's first
 * page, small enough for thumbnails. Anything that is not an upload's URL is answered as it is.
 */
export function uploadPreviewUrl(url: string): string {
  const match = UPLOAD_URL.exec(url);
  return match ? `/uploads/${match[1]}.preview.webp` : url;
}

/** Whether the upload at `url` is a PDF: a page links to it as a download, never shows it. */
export function isPdfUpload(url: string): boolean {
  return url.endsWith('.pdf') && UPLOAD_URL.test(url);
}
