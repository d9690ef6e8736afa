import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quoteProduct } from '../modules/quotes/quote-product.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedContent } from './content.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoMember } from './demo-member.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoCoupons, seedOrderRules } from './orders.ts';
import { seedRegions } from './regions.ts';

export interface SeedOptions {
  /**
   * The demo's people and what they did: staff, customers with their orders, product reviews,
   * and coupons. Without them (DEMO_DATA=off) a real shop still gets what it needs to open:
   * regions, tax and shipping rates, and the catalogue and content to edit.
   */
  demo?: boolean;
}

/**
 * The shop, with its demo data unless told not to. Ids are serial, so sequences must be bumped
 * after explicit ids.
 */
export async function seedAll(db: Db, { demo = true }: SeedOptions = {}): Promise<void> {
  await seedRegions(db);
  await seedContent(db);
  await seedCatalog(db, { reviews: demo });
  await quoteProduct(db);
  await seedOrderRules(db);
  if (demo) {
    await seedDemoCoupons(db);
    const staff = await seedDemoStaff(db);
    await seedDemoMember(db, staff);
    await seedDemoCustomers(db, staff);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`,
  );
}
