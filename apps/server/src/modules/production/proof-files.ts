import { CODE } from '@printshop/contract';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { isPdf, renderFirstPage } from '../files/pdf.ts';
import { describeImage, storeFile } from '../files/service.ts';
import type { FileStorage } from '../files/storage.ts';
import type { ProofFile } from './proofs.ts';

const PDF = 'application/pdf';

/**
 * Stores a proof: an image as the uploads are (judged by its bytes, within their limits), which
 * is its own preview; or a PDF, kept with a PNG of its first page as its preview. A PDF that
 * cannot be drawn is refused (415), so every proof the customer gets can be looked at.
 */
export async function storeProofFile(db: Db, storage: FileStorage, filePath: string): Promise<ProofFile> {
  if (await isPdf(filePath)) {
    const preview = await renderFirstPage(filePath);
    if (!preview) throw new HttpError(CODE.unsupportedType, 'proofPdfUnreadable');
    const { width = null, height = null } = await sharp(preview).metadata();
    const url = await storeFile(db, storage, filePath, { mime: PDF, width: null, height: null }, null);
    const previewUrl = await storeFile(db, storage, preview, { mime: 'image/png', width, height }, null);
    return { url, previewUrl, mime: PDF };
  }
  const image = await describeImage(filePath).catch((error: unknown) => {
    if (error instanceof HttpError && error.key === 'uploadNotImage') {
      throw new HttpError(CODE.unsupportedType, 'proofNotImageOrPdf');
    }
    throw error;
  });
  const url = await storeFile(db, storage, filePath, image, null);
  return { url, previewUrl: url, mime: image.mime };
}
