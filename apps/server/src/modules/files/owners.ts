import { api } from '@printshop/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadUrl } from './service.ts';
import { files } from './tables.ts';

/** Why an upload may not go into someone's design: no such upload, not an image, or someone else's. */
export type UploadRefusal = 'unknown' | 'notImage' | 'notTheirs';

/** The ids the upload URLs name; URLs of no upload's form are left out. */
function idsOf(urls: readonly string[]): string[] {
  return urls.flatMap((url) => api.UPLOAD_URL.exec(url)?.[1] ?? []);
}

/**
 * Whether the uploads at `urls` may be used by a member (`memberId`) or a visitor (null) in a
 * design (docs/decisions/100): each must be a stored image, the member's own, or for a visitor one
 * made without logging in, whose unguessable id is what lets its holder use it. Null when all may;
 * else why the first one may not.
 */
export async function refusedUpload(
  db: Db,
  urls: readonly string[],
  memberId: number | null,
): Promise<UploadRefusal | null> {
  if (urls.length === 0) return null;
  const rows = await db
    .select({ id: files.id, mime: files.mime, memberId: files.memberId })
    .from(files)
    .where(inArray(files.id, idsOf(urls)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const url of urls) {
    const row = byId.get(api.UPLOAD_URL.exec(url)?.[1] ?? '');
    if (!row) return 'unknown';
    if (!api.isUploadMime(row.mime)) return 'notImage';
    if (uploadUrl(row.id, row.mime) !== url) return 'unknown';
    if (row.memberId !== memberId) return 'notTheirs';
  }
  return null;
}

/** Makes the uploads at `urls` that no member has yet the member's (a visitor's designs claimed on logging in). */
export async function giveUploadsTo(db: Db, urls: readonly string[], memberId: number): Promise<void> {
  const ids = idsOf(urls);
  if (ids.length === 0) return;
  await db
    .update(files)
    .set({ memberId })
    .where(and(inArray(files.id, ids), isNull(files.memberId)));
}
