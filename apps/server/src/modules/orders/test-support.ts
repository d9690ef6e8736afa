import { randomBytes } from 'node:crypto';
import { ADDRESS_TYPE, type api } from '@printshop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { saveAddress } from '../addresses/service.ts';
import { cartLines } from '../cart/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { createSession } from '../identity/sessions.ts';
import { members } from '../identity/tables.ts';
import { orderTotals, type Totals } from './pricing.ts';

/** Shared by the order and payment API tests: members, carts and addresses made directly. */

export interface TestMember {
  id: number;
  token: string;
  email: string;
}

/** A member with a session, made without the register call (whose rate limit tests would hit). */
export async function newMember(db: Database, lang: 'en' | 'zh' = 'en'): Promise<TestMember> {
  const email = `buyer-${randomBytes(5).toString('hex')}@example.com`;
  const [row] = await db
    .insert(members)
    .values({
      email,
      passwordHash: 'not-a-hash',
      firstname: 'Pat',
      lastname: 'Buyer',
      nickname: 'Pat',
      mobile: '1',
      lang,
    })
    .returning({ id: members.id });
  return { id: row!.id, token: await createSession(db, row!.id), email };
}

export const CALIFORNIA = {
  email: 'pat@example.com',
  firstname: 'Pat',
  lastname: 'Buyer',
  companyName: '',
  country: '',
  countryCode: 'US',
  province: '',
  provinceCode: 'CA',
  city: 'Los Angeles',
  address: '1 Main Street',
  remark: '',
  postalcode: '90001',
  phone: '(213)555-0100',
};

export async function saveTestAddress(
  db: Database,
  memberId: number,
  overrides: Partial<typeof CALIFORNIA> = {},
  type: number = ADDRESS_TYPE.delivery,
): Promise<api.Address> {
  return saveAddress(db, memberId, { ...CALIFORNIA, ...overrides, type: type as 1 | 2 }, 'en');
}

export interface TestSku {
  skuId: number;
  productId: number;
  priceCents: number;
}

/** The index-th SKU (by id) of a seeded product. */
export async function skuOf(db: Database, productNo: string, index = 0): Promise<TestSku> {
  const rows = await db
    .select({ skuId: skus.id, productId: skus.productId, priceCents: skus.priceCents })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(products.productNo, productNo))
    .orderBy(asc(skus.id));
  const row = rows[index];
  if (!row) throw new Error(`no SKU ${index} of ${productNo}`);
  return row;
}

/** A cart line written directly (design files need not be real uploads here). */
export async function putInCart(
  db: Database,
  memberId: number,
  sku: TestSku,
  qty = 1,
  files: string[] = [],
): Promise<number> {
  const [row] = await db
    .insert(cartLines)
    .values({ memberId, productId: sku.productId, skuId: sku.skuId, qty, designFiles: files })
    .returning({ id: cartLines.id });
  return row!.id;
}

export async function cartLineIds(db: Database, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(eq(cartLines.memberId, memberId))
    .orderBy(asc(cartLines.id));
  return rows.map((r) => r.id);
}

/** The seeded rules for a California delivery: 7.25 % tax, $9.95 shipping, free from $99. */
export function californiaTotals(
  subtotalCents: number,
  coupon: { kind: 'percent' | 'fixed'; value: number } | null = null,
): Totals {
  return orderTotals({
    subtotalCents,
    coupon,
    taxRateBp: 725,
    shipping: { feeCents: 995, freeOverCents: 9900 },
  });
}

export const cents = (dollars: number) => Math.round(dollars * 100);

/** Every text the database holds, table by table, for checking that a secret is in none. */
export async function allStoredText(db: Database): Promise<string> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const rows = (tables as unknown as { rows: { name: string }[] }).rows;
  const parts: string[] = [];
  for (const { name } of rows) {
    const result = await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`);
    for (const r of (result as unknown as { rows: { row: string }[] }).rows) parts.push(r.row);
  }
  return parts.join('\n');
}
