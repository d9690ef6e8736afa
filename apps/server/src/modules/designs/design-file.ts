import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { api, type Lang, type OutputOf } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { preflightOf } from '../../i18n/preflight-messages.ts';
import { storeDesign } from '../files/designs.ts';

type DesignFile = OutputOf<typeof api.uploadFile>;

/**
 * Stores a design's PDF as the member's upload for the product, through the upload pipeline
 * (files/designs.ts): judged by its bytes, with its preflight against the product's print size and
 * the sides its options print, and its preview queued. Answers it as the upload call does.
 */
export async function storeDesignPdf(
  app: FastifyInstance,
  pdf: Buffer,
  memberId: number,
  purpose: { productNo: string; pages: number },
  lang: Lang,
): Promise<DesignFile> {
  const incoming = path.join(app.config.dataDir, 'tmp');
  await fs.mkdir(incoming, { recursive: true });
  const file = path.join(incoming, `${randomUUID()}.pdf`);
  await fs.writeFile(file, pdf);
  try {
    const { url, findings } = await storeDesign(app, file, memberId, purpose);
    return { url, preview: api.uploadPreviewUrl(url), preflight: preflightOf(findings, lang) };
  } finally {
    await fs.rm(file, { force: true });
  }
}
