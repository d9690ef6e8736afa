import { type admin, type api, type Lang, pick } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from './tables.ts';

/** The three trust blocks live in the site settings under a key of their own, beside 'site'. */
const TRUST_KEY = 'trust';

/**
 * The trust blocks as stored, or null where they never were: a database seeded before they
 * became content has none until an owner saves them. `lock` holds their row until the
 * transaction ends, so an edit's audit row has what it replaced.
 */
export async function readTrustBlocks(db: Db, { lock = false } = {}): Promise<admin.TrustBlock[] | null> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.key, TRUST_KEY));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (row.value as admin.TrustBlock[]) : null;
}

export async function writeTrustBlocks(db: Db, blocks: admin.TrustBlock[]): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: TRUST_KEY, value: blocks })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: blocks } });
}

/** The trust blocks in the shopper's language; none where none are stored. */
export async function trustList(db: Db, lang: Lang): Promise<api.TrustItem[]> {
  const blocks = (await readTrustBlocks(db)) ?? [];
  return blocks.map(({ icon, title, body }) => ({ icon, title: pick(title, lang), text: pick(body, lang) }));
}
