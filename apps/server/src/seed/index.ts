import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedContent } from './content.ts';
import { seedDemoMember } from './demo-member.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedOrderRules } from './orders.ts';
import { seedRegions } from './regions.ts';

/** The whole demo shop. Ids are serial, so sequences must be bumped after explicit ids. */
export async function seedAll(db: Db): Promise<void> {
  await seedRegions(db);
  await seedContent(db);
  await seedCatalog(db);
  await seedOrderRules(db);
  await seedDemoMember(db);
  await seedDemoStaff(db);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`,
  );
}
