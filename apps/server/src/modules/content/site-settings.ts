import type { admin } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { announceChange } from '../../lib/change-feed.ts';
import { recordAudit } from '../audit/record.ts';
import { siteSettings } from './tables.ts';

/** The header's words and the home page's banners an owner edits, and the video the demo data sets. */
export interface StoredSiteSettings extends admin.SiteSettings {
  videoUrl: string;
}

const SITE_KEY = 'site';

export async function readSiteSettings(db: Db): Promise<StoredSiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_KEY));
  if (!row) throw new Error('site settings are missing: the database was not seeded');
  return row.value as StoredSiteSettings;
}

export async function writeSiteSettings(db: Db, value: StoredSiteSettings): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: SITE_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

const editable = ({
  hometitle,
  title,
  mobile,
  bannerImg,
  bannerMobileImg,
}: admin.SiteSettings): admin.SiteSettings => ({ hometitle, title, mobile, bannerImg, bannerMobileImg });

/** The header's titles and phone number and the home page's banners, as the settings screen edits them. */
export async function headerSettings(db: Db): Promise<admin.SiteSettings> {
  return editable(await readSiteSettings(db));
}

/**
 * Saves the header's titles and phone number and the home page's banners, audited before and
 * after; every app process forgets the pages that showed the old ones when it commits.
 */
export function saveHeaderSettings(
  db: Database,
  changes: admin.SiteSettings,
  editor: { staffId: number; ip: string },
): Promise<admin.SiteSettings> {
  return db.transaction(async (tx) => {
    const stored = await readSiteSettings(tx);
    await writeSiteSettings(tx, { ...stored, ...editable(changes) });
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'settings.save',
      entity: 'settings',
      entityId: null,
      before: editable(stored),
      after: editable(changes),
    });
    await announceChange(tx, 'settings');
    return editable(changes);
  });
}
