import { api, CODE, type Lang, type OutputOf, type Preflight } from '@printshop/contract';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { HttpError } from '../../http/errors.ts';
import { preflightOf } from '../../i18n/preflight-messages.ts';
import { products } from '../catalog/tables.ts';
import { enqueue } from '../jobs/queue.ts';
import { checkDesign } from './preflight/checks.ts';
import type { DesignFacts, Finding, PrintSpec } from './preflight/facts.ts';
import { inspectDesign } from './preflight/inspect.ts';
import { storeFile, uploadUrl } from './service.ts';
import { files } from './tables.ts';

/** What a design is uploaded for: the product, and the pages its chosen options print. */
interface DesignPurpose {
  productNo: string | null;
  pages: number | null;
}

/**
 * The print size of the product a design is for; null for a product without one, which gets
 * only the checks that need none. 404 for a product the shop does not show: its designs could
 * not be ordered (docs/preflight.md).
 */
async function printSpecOf(db: Db, productNo: string, pages: number | null): Promise<PrintSpec | null> {
  const [product] = await db
    .select({
      trimWidthMm: products.trimWidthMm,
      trimHeightMm: products.trimHeightMm,
      bleedMm: products.bleedMm,
    })
    .from(products)
    .where(and(eq(products.productNo, productNo), eq(products.active, true)));
  if (!product) throw new HttpError(CODE.notFound, 'productNotFound');
  const { trimWidthMm, trimHeightMm, bleedMm } = product;
  if (trimWidthMm === null || trimHeightMm === null) return null;
  return { trimWidthMm, trimHeightMm, bleedMm: bleedMm ?? 0, pages };
}

function kindOf(facts: DesignFacts) {
  return facts.kind === 'image'
    ? { mime: facts.mime, width: facts.widthPx, height: facts.heightPx }
    : { mime: 'application/pdf' as const, width: null, height: null };
}

/** A stored design as the upload call answers it: its URL, its preview's and its preflight in `lang`. */
export function uploadedDesign(
  url: string,
  findings: readonly Finding[],
  lang: Lang,
): OutputOf<typeof api.uploadFile> {
  return { url, preview: api.uploadPreviewUrl(url), preflight: preflightOf(findings, lang) };
}

/**
 * Keeps the design (an image or a PDF, judged by its bytes: inspectDesign says what is refused)
 * with what its preflight found, checked once here against the product's print size
 * (docs/preflight.md), and queues the drawing of its preview, which the answer need not wait for;
 * answers its URL and the findings.
 */
export async function storeDesign(
  app: FastifyInstance,
  filePath: string,
  memberId: number | null,
  { productNo, pages }: DesignPurpose,
): Promise<{ url: string; findings: Finding[] }> {
  const spec = productNo ? await printSpecOf(app.db, productNo, pages) : null;
  const facts = await inspectDesign(filePath);
  const findings = checkDesign(facts, spec);
  const url = await storeFile(app.db, app.storage.uploads, filePath, kindOf(facts), memberId, {
    pages: facts.kind === 'pdf' ? facts.pages : null,
    productNo,
    preflight: findings,
  });
  await enqueue(app.jobs, 'filePreview', { fileId: api.UPLOAD_URL.exec(url)![1]! });
  return { url, findings };
}

type CheckedUpload = Pick<typeof files.$inferSelect, 'id' | 'mime' | 'preflight'>;

/**
 * The uploads named by `urls` (a subquery of URLs) that have a preflight, as a column of a
 * bigger select, for preflightsOf: uploads made without one (before preflights, or proofs) are
 * left out.
 */
export function checkedUploadsAmong(urls: SQL): SQL<CheckedUpload[]> {
  const ids = sql`select substring(url from ${api.UPLOAD_URL.source}) from (${urls}) as urls(url)`;
  return jsonRows(files, sql`${isNotNull(files.preflight)} and ${files.id} in (${ids})`, []);
}

/** The preflights of the uploads among `urls` found by checkedUploadsAmong, in `lang`, by URL. */
export function preflightsOf(
  urls: readonly string[],
  uploads: readonly CheckedUpload[],
  lang: Lang,
): Map<string, Preflight> {
  const byId = new Map(uploads.map((row) => [row.id, row]));
  const found = new Map<string, Preflight>();
  for (const url of urls) {
    const row = byId.get(api.UPLOAD_URL.exec(url)?.[1] ?? '');
    if (row?.preflight && uploadUrl(row.id, row.mime) === url)
      found.set(url, preflightOf(row.preflight, lang));
  }
  return found;
}
