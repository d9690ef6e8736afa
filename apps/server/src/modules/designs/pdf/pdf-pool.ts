import { CODE, type DesignLayout } from '@printshop/contract';
import { Piscina } from 'piscina';
import { HttpError } from '../../../http/errors.ts';
import type { PrintPage } from './make-design-pdf.ts';
import type { DesignPdfAnswer, DesignPdfTask } from './pdf-worker.ts';

/** A warm thread (fonts loaded) waits this long for the next design before it exits. */
const IDLE_MS = 5 * 60_000;
/** Two designs are made at once; more wait their turn rather than take every core from the requests. */
const THREADS = 2;
/** A design's PDF takes well under this (its images are passed in, not decoded here): a runaway one ends its thread alone. */
const WORKER_HEAP_MB = 512;

let pool: Piscina | undefined;

/**
 * Making a design's PDF takes about a second of CPU (shaping its text, subsetting its fonts,
 * compressing its images), which on the main thread would stall every other request: it runs in
 * a small pool of worker threads instead. The worker is TypeScript, so it loads tsx as the
 * server does (decision 005), as files/pdf.ts does for PDFium.
 */
function makers(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    execArgv: ['--import', 'tsx'],
  });
  return pool;
}

/**
 * The print-ready PDF of the layout (make-design-pdf.ts), made in a worker thread from the bytes
 * of the images it draws, by URL, which the caller read. 400 when one of them does not decode.
 */
export async function makeDesignPdfInWorker(
  layout: DesignLayout,
  page: PrintPage,
  images: Map<string, Buffer>,
): Promise<Buffer> {
  const task: DesignPdfTask = { layout, page, images: Object.fromEntries(images) };
  const answer: DesignPdfAnswer = await makers().run(task);
  if (!(answer instanceof Uint8Array)) throw new HttpError(CODE.badRequest, 'designImageUnreadable');
  return Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
}

/** Ends the worker threads, if any are running, so the process can exit. */
export async function closeDesignPdfMakers(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
