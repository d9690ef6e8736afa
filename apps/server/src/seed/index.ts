import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** Seeds the demo shop when the database has no site settings yet, all in one transaction. */
export async function seedIfEmpty(db: Database, log: FastifyBaseLogger): Promise<void> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from site_settings`)) as unknown as {
    rows: { n: number }[];
  };
  if ((rows[0]?.n ?? 0) > 0) return;
  log.info('empty database: seeding the demo shop');
  await db.transaction(async (tx) => {
    await seedAll(tx);
  });
}
