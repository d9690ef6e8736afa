import type { Sharp } from 'sharp';

/** Sharp enough for a product page's thumbnail or a staff member's look, light enough for a phone. */
export const PREVIEW_LONGER_SIDE = 1200;

/** The image as a design's preview: a WebP, its longer side at most 1200 pixels, never enlarged. */
export function webpPreview(image: Sharp): Promise<Buffer> {
  return image
    .resize(PREVIEW_LONGER_SIDE, PREVIEW_LONGER_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp()
    .toBuffer();
}
