import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { siteSettings } from '../modules/content/tables.ts';

/**
 * Seeds the demo shop when the database has no site settings yet, in one transaction. The seed
 * code and its data files are imported only then, so a normal start neither loads nor checks them.
 */
export async function seedIfEmpty(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ n: count() }).from(siteSettings);
  if ((row?.n ?? 0) > 0) return;
  log.info('empty database: seeding the demo shop');
  const started = Date.now();
  const { seedAll } = await import('./index.ts');
  await db.transaction((tx) => seedAll(tx));
  log.info({ ms: Date.now() - started }, 'demo shop seeded');
}
