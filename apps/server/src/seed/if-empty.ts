import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { siteSettings } from '../modules/content/tables.ts';
import type { SeedOptions } from './index.ts';

/**
 * Seeds the shop, with its demo data unless told not to, when the database has no site settings
 * yet, in one transaction. The seed code and its data files are imported only then, so a normal
 * start neither loads nor checks them.
 */
export async function seedIfEmpty(
  db: Database,
  log: FastifyBaseLogger,
  options: SeedOptions = {},
): Promise<void> {
  const [row] = await db.select({ n: count() }).from(siteSettings);
  if ((row?.n ?? 0) > 0) return;
  const what = options.demo === false ? 'the shop without demo data' : 'the demo shop';
  log.info(`empty database: seeding ${what}`);
  const started = Date.now();
  const { seedAll } = await import('./index.ts');
  await db.transaction((tx) => seedAll(tx, options));
  log.info({ ms: Date.now() - started }, `${what} seeded`);
}
