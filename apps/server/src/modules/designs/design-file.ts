import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { api, type Lang, type OutputOf } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeDesign, uploadedDesign } from '../files/designs.ts';
import { files } from '../files/tables.ts';

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
    return uploadedDesign(url, findings, lang);
  } finally {
    await fs.rm(file, { force: true });
  }
}

/**
 * The member's stored design PDF at `url` answered as the upload call did, with the preflight it
 * had when stored; null when it is no longer there (the upload sweep removed it) or not theirs.
 */
export async function storedDesignPdf(
  app: FastifyInstance,
  url: string,
  memberId: number,
  lang: Lang,
): Promise<DesignFile | null> {
  const id = api.UPLOAD_URL.exec(url)?.[1];
  if (!id) return null;
  const [row] = await app.db
    .select({ preflight: files.preflight })
    .from(files)
    .where(and(eq(files.id, id), eq(files.memberId, memberId)));
  if (!row?.preflight) return null;
  return uploadedDesign(url, row.preflight, lang);
}
