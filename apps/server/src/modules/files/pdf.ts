import fs from 'node:fs/promises';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import sharp from 'sharp';

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2). */
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
/** Large enough to judge a proof on a screen, small enough to send to a phone. */
const PREVIEW_LONGER_SIDE = 1600;
/** A page a few points wide is not drawn at hundreds of times its size. */
const MAX_SCALE = 4;

/** Whether the file's bytes say it is a PDF (its name and declared type are never trusted). */
export async function isPdf(filePath: string): Promise<boolean> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = Buffer.alloc(PDF_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(PDF_HEADER);
  } finally {
    await handle.close();
  }
}

let library: Promise<PDFiumLibrary> | undefined;

/** PDFium, compiled to WebAssembly, is loaded once per process, on the first PDF. */
function pdfium(): Promise<PDFiumLibrary> {
  library ??= PDFiumLibrary.init();
  return library;
}

/**
 * A PNG of the PDF's first page, its longer side 1600 pixels, drawn by PDFium (the renderer of
 * Chrome); null when the file cannot be read as a PDF with at least one page.
 */
export async function renderFirstPage(pdf: Uint8Array): Promise<Buffer | null> {
  const pdfiumLibrary = await pdfium();
  const document = await pdfiumLibrary.loadDocument(pdf).catch(() => null);
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
