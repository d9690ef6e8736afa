import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from './tables.ts';

/**
 * A random key to sign what the shop hands out for `purpose` (the device cookies of logins), kept
 * in the site settings under `key:<purpose>` so that every app process signs and checks with the
 * same one, and it survives restarts. The first process to need it makes it; another making one at
 * the same moment loses the insert and reads the winner's. Deleting the row makes a new key,
 * which voids everything signed with the old one.
 */
export async function signingKey(db: Db, purpose: string): Promise<Buffer> {
  const key = `key:${purpose}`;
  const read = () => db.select().from(siteSettings).where(eq(siteSettings.key, key));
  let [row] = await read();
  if (!row) {
    await db
      .insert(siteSettings)
      .values({ key, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    [row] = await read();
  }
  return Buffer.from(row!.value as string, 'base64url');
}
