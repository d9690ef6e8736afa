import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { regions } from '../modules/addresses/tables.ts';
import { soleSku } from '../modules/catalog/service.ts';
import { categories, products, reviews } from '../modules/catalog/tables.ts';
import { siteSettings } from '../modules/content/tables.ts';
import { members } from '../modules/identity/tables.ts';
import { coupons, orderItems, orders, shippingRates, taxRates } from '../modules/orders/tables.ts';
import { DEMO_STAFF } from '../modules/staff/demo-staff.ts';
import { staff } from '../modules/staff/tables.ts';
import { call } from '../test/http.ts';
import { TEST_ORIGIN } from '../test/staff.ts';
import { seedIfEmpty } from './if-empty.ts';

/** A real shop's first start: DEMO_DATA=off on an empty database. */
describe('seeding with DEMO_DATA=off', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = openDatabase({});
    await handle.migrate();
    const config = loadConfig({ DEMO_DATA: 'off' });
    await seedIfEmpty(handle.db, pino({ enabled: false }), { demo: config.demoData });
  });
  afterAll(() => handle.close());

  it('leaves out the demo’s people: no staff, customers, orders, reviews or coupons', async () => {
    for (const table of [staff, members, orders, orderItems, reviews, coupons]) {
      expect(await handle.db.$count(table)).toBe(0);
    }
  });

  it('keeps what a shop needs to open: regions, rates, the catalogue and its content', async () => {
    for (const table of [regions, taxRates, shippingRates, categories, products, siteSettings]) {
      expect(await handle.db.$count(table)).toBeGreaterThan(0);
    }
  });

  it('has the hidden product accepted offers are ordered as, in hidden categories, listed nowhere', async () => {
    const [row] = await handle.db
      .select({ active: products.active, categoryActive: categories.active })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.productNo, api.QUOTE_PRODUCT_NO));
    expect(row).toEqual({ active: false, categoryActive: false });
    expect(await soleSku(handle.db, api.QUOTE_PRODUCT_NO)).toMatchObject({
      productNo: api.QUOTE_PRODUCT_NO,
      attributes: [],
    });
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: handle.db, logger: false });
    try {
      expect((await call(app, api.productDetail, { productNo: api.QUOTE_PRODUCT_NO })).status).toBe(404);
      const header = await call(app, api.homeTitle, {});
      expect(JSON.stringify(header.data)).not.toMatch(/Custom quotes|Quoted work/);
      const found = await call(app, api.productSearch, { productName: 'Quoted work' });
      expect(found.data.list).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('serves the shop, and nobody logs in to the back office with a demo password', async () => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: handle.db, logger: false });
    try {
      const product = await call(app, api.productDetail, { productNo: 'BC-1001' });
      expect(product.status).toBe(200);
      expect(product.data.productItem.plnum).toBe(0);
      // The trust blocks are content, not the demo's: the home page has its three.
      const home = await call(app, api.activityList, {}, { lang: 'zh' });
      expect(home.data.trustlist.map((block) => block.title)).toEqual(['品质保证', '快速交付', '安全支付']);
      const [owner] = DEMO_STAFF;
      const login = await call(app, admin.adminLogin, owner!, { headers: { origin: TEST_ORIGIN } });
      expect(login.status).toBe(400);
    } finally {
      await app.close();
    }
  });
});
