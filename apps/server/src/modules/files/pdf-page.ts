import { PDFiumLibrary, type PDFiumPage } from '@hyzyla/pdfium';
import sharp, { type Sharp } from 'sharp';

/** A page a few points wide is not drawn at hundreds of times its size. */
const MAX_SCALE = 4;

let library: Promise<PDFiumLibrary> | undefined;

/** PDFium, compiled to WebAssembly, is loaded once per worker thread, on its first PDF or warm-up. */
export function pdfium(): Promise<PDFiumLibrary> {
  library ??= PDFiumLibrary.init();
  return library;
}

/**
 * `use` run on the first page of the PDF in `bytes` as PDFium opens it; null when the file cannot
 * be read as a PDF with at least one page, or `use` fails on it.
 */
async function onFirstPage<T>(bytes: Uint8Array, use: (page: PDFiumPage) => Promise<T>): Promise<T | null> {
  const pdfiumLibrary = await pdfium();
  const document = await pdfiumLibrary.loadDocument(bytes).catch(() => null);
  if (!document) return null;
  try {
    if (document.getPageCount() < 1) return null;
    return await use(document.getPage(0));
  } catch {
    return null;
  } finally {
    document.destroy();
  }
}

/**
 * Whether PDFium opens the PDF in `bytes` and its first page: what drawing it needs, checked
 * while the upload waits, without the drawing, which its preview job does (preview-job.ts).
 */
export async function opensFirstPage(bytes: Uint8Array): Promise<boolean> {
  return (await onFirstPage(bytes, async (page) => page.getOriginalSize())) !== null;
}

/**
 * The first page of the PDF in `bytes` drawn by PDFium (the renderer of Chrome) on white, its
 * longer side `longerSide` pixels, as an image to encode; null when the file cannot be read as a
 * PDF with at least one page. Runs in the PDF worker thread (pdf.ts), never on the main one.
 */
export function drawFirstPage(bytes: Uint8Array, longerSide: number): Promise<Sharp | null> {
  return onFirstPage(bytes, async (page) => {
    const { originalWidth, originalHeight } = page.getOriginalSize();
    const scale = Math.min(MAX_SCALE, longerSide / Math.max(originalWidth, originalHeight));
    const pixels = (points: number) => Math.max(1, Math.round(points * scale));
    // Sized in pixels: PDFium's own scaling floors the page's points first, a pixel short.
    // The bitmap is a copy out of PDFium's memory, so it outlives the document.
    const bitmap = await page.render({
      render: 'bitmap',
      scale: 1,
      width: pixels(originalWidth),
      height: pixels(originalHeight),
    });
    return sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } });
  });
}
