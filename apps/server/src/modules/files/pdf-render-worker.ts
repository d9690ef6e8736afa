import fs from 'node:fs/promises';
import { drawFirstPage, pdfium } from './pdf-page.ts';
import { PREVIEW_LONGER_SIDE, webpPreview } from './preflight/preview.ts';

export { inspectPdf } from './preflight/pdf-inspect.ts';

/** Loads PDFium ahead of a PDF that may be on its way (pdf.ts warmPdfWorker). */
export async function warm(): Promise<void> {
  await pdfium();
}

/** Large enough to judge a proof on a screen, small enough to send to a phone. */
const PROOF_LONGER_SIDE = 1600;

/**
 * Runs in a worker thread (files/pdf.ts): a PNG of the first page of the PDF at `filePath`, its
 * longer side 1600 pixels, a proof's preview; null when the file cannot be read as a PDF with at
 * least one page.
 */
export default async function renderFirstPage(filePath: string): Promise<Buffer | null> {
  const page = await drawFirstPage(await fs.readFile(filePath), PROOF_LONGER_SIDE);
  return page ? page.png().toBuffer() : null;
}

/**
 * Runs in the worker thread too (files/pdf.ts): a design PDF's preview, its first page as a WebP of
 * at most 1200 pixels; null when it cannot be drawn.
 */
export async function previewPdf(bytes: Uint8Array): Promise<Buffer | null> {
  const page = await drawFirstPage(bytes, PREVIEW_LONGER_SIDE);
  return page ? webpPreview(page.removeAlpha()) : null;
}
