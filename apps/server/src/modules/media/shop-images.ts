import { admin } from '@printshop/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaImages } from './tables.ts';

/** Whether every URL names an image staff uploaded to the shop's media (`/media/uploads/<id>.webp`). */
export async function areShopImages(db: Db, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const ids = urls.map((url) => admin.MEDIA_UPLOAD_URL.exec(url)?.[1]);
  if (ids.some((id) => id === undefined)) return false;
  const wanted = new Set(ids as string[]);
  const rows = await db
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(inArray(mediaImages.id, [...wanted]));
  return rows.length === wanted.size;
}
