import type { DesignLayout } from '@printshop/contract';
import { Piscina } from 'piscina';
import { makeDesignPdf, type PrintPage } from './make-design-pdf.ts';
import { UnreadableImageError } from './resources.ts';

/** What the main thread sends: the layout, its product's page, and the bytes of every image it draws by URL. */
export interface DesignPdfTask {
  layout: DesignLayout;
  page: PrintPage;
  images: Record<string, Uint8Array>;
}

/** What the worker answers: the PDF, or the URL of an image that does not decode (an error's class is lost between threads). */
export type DesignPdfAnswer = Uint8Array | { unreadableImage: string };

/**
 * Runs in a worker thread of pdf-pool.ts: the print-ready PDF of the layout, handed back to the
 * main thread without a copy (a Uint8Array wrapped for the transfer). Its fonts stay loaded in the thread for the next design.
 */
export default async function makePdf({ layout, page, images }: DesignPdfTask): Promise<unknown> {
  try {
    const pdf = await makeDesignPdf(layout, page, async (url) => {
      const bytes = images[url];
      if (!bytes) throw new Error(`the image ${url} was not sent to the PDF worker`);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });
    return Piscina.move(pdf);
  } catch (error) {
    if (error instanceof UnreadableImageError)
      return { unreadableImage: error.url } satisfies DesignPdfAnswer;
    throw error;
  }
}
