import { CODE } from '@printshop/contract';
import { HttpError } from '../../../http/errors.ts';
import { inspectPdfInWorker, isPdf } from '../pdf.ts';
import type { DesignFacts } from './facts.ts';
import { readImageFacts } from './image-facts.ts';

/**
 * What the design file at `filePath` is, from its bytes: a PDF is read in the PDF worker thread,
 * an image by sharp (whose work runs off the main thread too). Refuses, as HttpError, what is
 * neither an image nor a PDF, an unreadable or encrypted PDF, and an image describeImage refuses.
 * Its preview is drawn later, by its job (preview-job.ts).
 */
export async function inspectDesign(filePath: string): Promise<DesignFacts> {
  if (await isPdf(filePath)) {
    const inspection = await inspectPdfInWorker(filePath);
    if ('refused' in inspection) throw new HttpError(CODE.unsupportedType, inspection.refused);
    return inspection.facts;
  }
  return readImageFacts(filePath).catch((error: unknown) => {
    if (error instanceof HttpError && error.key === 'uploadNotImage') {
      throw new HttpError(CODE.unsupportedType, 'uploadNotDesign');
    }
    throw error;
  });
}
