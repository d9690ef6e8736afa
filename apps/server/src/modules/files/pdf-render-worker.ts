import fs from 'node:fs/promises';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import sharp from 'sharp';

/** Large enough to judge a proof on a screen, small enough to send to a phone. */
const PREVIEW_LONGER_SIDE = 1600;
/** A page a few points wide is not drawn at hundreds of times its size. */
const MAX_SCALE = 4;

let library: Promise<PDFiumLibrary> | undefined;

/** PDFium, compiled to WebAssembly, is loaded once per worker thread, on its first PDF. */
function pdfium(): Promise<PDFiumLibrary> {
  library ??= PDFiumLibrary.init();
  return library;
}

/**
 * Runs in a worker thread (files/pdf.ts): a PNG of the first page of the PDF at `filePath`, its
 * longer side 1600 pixels, drawn by PDFium (the renderer of Chrome); null when the file cannot be
 * read as a PDF with at least one page.
 */
export default async function renderFirstPage(filePath: string): Promise<Buffer | null> {
  const pdfiumLibrary = await pdfium();
  const document = await pdfiumLibrary.loadDocument(await fs.readFile(filePath)).catch(() => null);
  if (!document) return null;
  try {
    if (document.getPageCount() < 1) return null;
    const page = document.getPage(0);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    const scale = Math.min(MAX_SCALE, PREVIEW_LONGER_SIDE / Math.max(originalWidth, originalHeight));
    const bitmap = await page.render({ scale, render: 'bitmap' });
    return await sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
      .png()
      .toBuffer();
  } catch {
    return null;
  } finally {
    document.destroy();
  }
}
