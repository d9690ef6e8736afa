import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedSiteSettings } from '../../seed/types.ts';
import { siteSettings } from './tables.ts';

type SiteSettings = SeedSiteSettings;

const SITE_KEY = 'site';

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_KEY));
  if (!row) throw new Error('site settings are missing: the database was not seeded');
  return row.value as SiteSettings;
}

export async function writeSiteSettings(db: Db, value: SiteSettings): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: SITE_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}
