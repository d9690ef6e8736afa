import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { cartLines } from '../cart/tables.ts';
import { designs } from '../designs/tables.ts';
import { orderItems } from '../orders/tables.ts';
import { proofs } from '../production/tables.ts';
import { quotes } from '../quotes/tables.ts';
import { storedName } from './service.ts';
import type { FileStorage } from './storage.ts';
import { files } from './tables.ts';

/**
 * How long an upload nothing refers to is kept: a shopper uploads a design before choosing its
 * options and adding it to the cart or a quote, and may come back to the page days later.
 */
export const UNUSED_UPLOAD_DAYS = 7;

/**
 * Uploads removed per round: a round's bytes are deleted together, then its rows. Each round
 * reads every referencing row once, so a round is large.
 */
export const UPLOADS_PER_ROUND = 1000;

/**
 * Every column that holds upload URLs: cart lines' and order items' design files, quotes'
 * attachments, proofs' files, previews and the designs customers sent with changes, and the
 * images of saved designs (docs/decisions/100). Staff's media images are stored apart
 * (media_images) and never refer to an upload.
 */
const REFERENCING_URLS = [
  sql`select unnest(${cartLines.designFiles}) from ${cartLines}`,
  sql`select unnest(${designs.uploadUrls}) from ${designs}`,
  sql`select unnest(${orderItems.files}) from ${orderItems}`,
  sql`select unnest(${quotes.fileUrls}) from ${quotes}`,
  sql`select unnest(array[${proofs.fileUrl}, ${proofs.previewUrl}, ${proofs.newFileUrl}]) from ${proofs}`,
];

/**
 * A row that names the file: its URL or its preview's (`/uploads/<id>.<ext>`, api.UPLOAD_URL and
 * api.uploadPreviewUrl). The id is cut out with string functions: a regular expression over every
 * URL of every order takes seconds on a large shop.
 */
const referenced = sql`(select from (${sql.join(REFERENCING_URLS, sql` union all `)}) as refs(url)
  where url like '/uploads/%' and split_part(split_part(url, '/', 3), '.', 1) = ${files.id})`;

/** One round's worth of the uploads older than UNUSED_UPLOAD_DAYS that nothing refers to. */
function unreferencedUploads(db: Db) {
  return db
    .select({ id: files.id, mime: files.mime, previewKey: files.previewKey })
    .from(files)
    .where(
      and(
        lt(files.createdAt, sql`now() - make_interval(days => ${UNUSED_UPLOAD_DAYS})`),
        notExists(referenced),
      ),
    )
    .limit(UPLOADS_PER_ROUND);
}

type Upload = Awaited<ReturnType<typeof unreferencedUploads>>[number];

function deleteBytes(storage: FileStorage, uploads: Upload[]): Promise<unknown> {
  const keys = uploads
    .flatMap(({ id, mime, previewKey }) => [storedName(id, mime), previewKey])
    .filter((key) => key !== null);
  return Promise.all(keys.map((key) => storage.delete(key)));
}

/** Deletes the uploads' rows; answers how many this call deleted (another run may have been first). */
async function deleteRows(db: Db, uploads: Upload[]): Promise<number> {
  if (uploads.length === 0) return 0;
  const ids = uploads.map((upload) => upload.id);
  const gone = await db.delete(files).where(inArray(files.id, ids)).returning({ id: files.id });
  return gone.length;
}

/**
 * The daily sweep of uploads nothing refers to after UNUSED_UPLOAD_DAYS (the uploadSweep job).
 * A round's bytes go before its rows: a worker stopped between the two leaves rows the next run
 * finds again, where the other order would leave bytes no row names. Two runs at once may delete
 * the same bytes (a missing key is no error) and rows (a row already gone is simply not counted).
 */
export async function sweepUnreferencedUploads(app: FastifyInstance): Promise<void> {
  let removed = 0;
  let round: Upload[];
  do {
    round = await unreferencedUploads(app.db);
    await deleteBytes(app.storage.uploads, round);
    removed += await deleteRows(app.db, round);
  } while (round.length === UPLOADS_PER_ROUND);
  app.log.info({ removed }, 'uploads nothing refers to removed');
}
