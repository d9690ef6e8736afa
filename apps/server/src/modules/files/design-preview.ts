import sharp from 'sharp';
import { previewPdfInWorker } from './pdf.ts';
import { webpPreview } from './preflight/preview.ts';

/**
 * A design's preview drawn from its stored bytes, a WebP of at most 1200 pixels (decision 086): a
 * PDF's first page drawn in the PDF worker thread, an image turned by its EXIF orientation as a
 * phone photo is shown. Null for a PDF that cannot be drawn.
 */
export function drawDesignPreview(bytes: Buffer, mime: string): Promise<Buffer | null> {
  if (mime === 'application/pdf') return previewPdfInWorker(bytes);
  return webpPreview(sharp(bytes).autoOrient());
}
