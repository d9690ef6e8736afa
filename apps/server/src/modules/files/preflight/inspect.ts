import { CODE } from '@printshop/contract';
import sharp from 'sharp';
import { HttpError } from '../../../http/errors.ts';
import { inspectPdfInWorker, isPdf } from '../pdf.ts';
import type { DesignFacts } from './facts.ts';
import { readImageFacts } from './image-facts.ts';
import { webpPreview } from './preview.ts';

/**
 * What the design file at `filePath` is (from its bytes) and a preview of it: a PDF is read and
 * drawn in the PDF worker thread, an image by sharp (whose work runs off the main thread too).
 * Refuses, as HttpError, what is neither an image nor a PDF, an unreadable or encrypted PDF, and
 * an image describeImage refuses.
 */
export async function inspectDesign(filePath: string): Promise<{ facts: DesignFacts; preview: Buffer }> {
  if (await isPdf(filePath)) {
    const inspection = await inspectPdfInWorker(filePath);
    if ('refused' in inspection) throw new HttpError(CODE.unsupportedType, inspection.refused);
    return { facts: inspection.facts, preview: Buffer.from(inspection.preview) };
  }
  const facts = await readImageFacts(filePath).catch((error: unknown) => {
    if (error instanceof HttpError && error.key === 'uploadNotImage') {
      throw new HttpError(CODE.unsupportedType, 'uploadNotDesign');
    }
    throw error;
  });
  return { facts, preview: await webpPreview(sharp(filePath).autoOrient()) };
}
