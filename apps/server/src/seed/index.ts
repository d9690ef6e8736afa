import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { siteSettings } from '../modules/content/tables.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedContent } from './content.ts';
import { seedDemoMember } from './demo-member.ts';
import { seedOrderRules } from './orders.ts';
import { seedRegions } from './regions.ts';

/** The whole demo shop. Ids are serial, so sequences must be bumped after explicit ids. */
export async function seedAll(db: Db): Promise<void> {
  await seedRegions(db);
  await seedContent(db);
  await seedCatalog(db);
  await seedOrderRules(db);
  await seedDemoMember(db);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`,
  );
}

/** Seeds the demo shop when the database has no site settings yet, in one transaction. */
export async function seedIfEmpty(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ n: count() }).from(siteSettings);
  if ((row?.n ?? 0) > 0) return;
  log.info('empty database: seeding the demo shop');
  const started = Date.now();
  await db.transaction((tx) => seedAll(tx));
  log.info({ ms: Date.now() - started }, 'demo shop seeded');
}
