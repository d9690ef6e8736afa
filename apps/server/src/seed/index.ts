import { sql } from 'drizzle-orm';
import { DEFAULT_SHOP_TIME_ZONE } from '../config.ts';
import type { Db } from '../db/client.ts';
import { quoteProduct } from '../modules/quotes/quote-product.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedContent } from './content.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoMember } from './demo-member.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDesignTemplates } from './design-templates.ts';
import { seedDemoCoupons, seedOrderRules } from './orders.ts';
import { seedRegions } from './regions.ts';

export interface SeedOptions {
  /**
   * The demo's people and what they did: staff, customers with their orders, product reviews,
   * and coupons. Without them (DEMO_DATA=off) a real shop still gets what it needs to open:
   * regions, tax and shipping rates, and the catalogue and content to edit.
   */
  demo?: boolean;
  /** The shop's time zone (config.shopTimeZone): the demo orders' ship-by days are its days. */
  timeZone?: string;
}

/**
 * The shop, with its demo data unless told not to. Ids are serial, so sequences must be bumped
 * after explicit ids.
 */
export async function seedAll(
  db: Db,
  { demo = true, timeZone = DEFAULT_SHOP_TIME_ZONE }: SeedOptions = {},
): Promise<void> {
  await seedRegions(db);
  await seedContent(db);
  await seedCatalog(db, { reviews: demo });
  await seedDesignTemplates(db);
  await quoteProduct(db);
  await seedOrderRules(db);
  if (demo) {
    await seedDemoCoupons(db);
    const staff = await seedDemoStaff(db);
    await seedDemoMember(db, staff, timeZone);
    await seedDemoCustomers(db, staff, timeZone);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`,
  );
}
