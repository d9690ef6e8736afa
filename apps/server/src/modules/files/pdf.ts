import fs from 'node:fs/promises';
import { Piscina } from 'piscina';
import type { PdfInspection } from './preflight/pdf-inspect.ts';

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2). */
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
/** A warm thread (PDFium loaded) waits this long for the next PDF before it exits. */
const IDLE_MS = 60_000;
/**
 * A hostile PDF that makes pdf-lib's objects outgrow this ends the worker thread alone (its task
 * fails, Piscina starts another): without a limit of its own the thread would take the server
 * down with it when it runs out of heap.
 */
const WORKER_HEAP_MB = 1024;

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

let pool: Piscina | undefined;

/**
 * Reading and drawing a large PDF takes seconds of CPU, which on the main thread would stall every
 * other request; it runs in one worker thread instead (PDFs are rare, and each one takes a core).
 * The worker is TypeScript, so it loads tsx as the server does (decision 005).
 */
function renderer(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdf-render-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    execArgv: ['--import', 'tsx'],
  });
  return pool;
}

/**
 * A PNG of the first page of the PDF at `filePath`, its longer side 1600 pixels, drawn by PDFium
 * in a worker thread (pdf-render-worker.ts); null when it cannot be read as a PDF with a page.
 */
export async function renderFirstPage(filePath: string): Promise<Buffer | null> {
  const png: Uint8Array | null = await renderer().run(filePath);
  return png ? Buffer.from(png) : null;
}

/**
 * What the design PDF at `filePath` is, or why it is refused: all of it read in the worker thread
 * (preflight/pdf-inspect.ts, decision 086).
 */
export async function inspectPdfInWorker(filePath: string): Promise<PdfInspection> {
  return renderer().run(filePath, { name: 'inspectPdf' });
}

/**
 * The preview of the design PDF in `bytes`, its first page as a WebP of at most 1200 pixels, drawn
 * in the worker thread (pdf-render-worker.ts); null when it cannot be drawn.
 */
export async function previewPdfInWorker(bytes: Uint8Array): Promise<Buffer | null> {
  const webp: Uint8Array | null = await renderer().run(bytes, { name: 'previewPdf' });
  return webp ? Buffer.from(webp) : null;
}

/**
 * Starts the worker thread and loads PDFium while an upload's bytes arrive, so a PDF among them
 * does not wait a few more seconds for both; an image upload only keeps the thread for a minute.
 */
export function warmPdfWorker(): void {
  renderer()
    .run(null, { name: 'warm' })
    .catch(() => undefined);
}

/** Ends the worker thread, if one is running, so the process can exit. */
export async function closePdfRenderer(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
