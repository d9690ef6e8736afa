import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ADDRESS_TYPE, type api, type Lang } from '@printshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { saveAddress } from '../modules/addresses/service.ts';
import { cartLines } from '../modules/cart/tables.ts';
import { products, skus } from '../modules/catalog/tables.ts';
import { createSession, memberIdForToken } from '../modules/identity/sessions.ts';
import { members } from '../modules/identity/tables.ts';
import { orderSummaries } from '../modules/orders/history.ts';
import { placeOrder } from '../modules/orders/placing.ts';
import { orders } from '../modules/orders/tables.ts';

/**
 * The shoppers API tests need, written to the database directly as a seed would: members with
 * a session, addresses, cart lines and orders. The register and login calls are rate-limited,
 * and only the identity tests are about them.
 */

export interface TestMember {
  id: number;
  token: string;
  email: string;
}

/** The password of every member newMember makes. */
export const TEST_PASSWORD = 'test-password-1';

/** Hashed once per test file: argon2 is slow on purpose. */
let testPasswordHash: Promise<string> | undefined;

/** A member with a session, made without the register call; `name` is their first name and nickname. */
export async function newMember(db: Database, lang: Lang = 'en', name = 'Pat'): Promise<TestMember> {
  const email = `buyer-${randomBytes(5).toString('hex')}@example.com`;
  testPasswordHash ??= hash(TEST_PASSWORD);
  const [row] = await db
    .insert(members)
    .values({
      email,
      passwordHash: await testPasswordHash,
      firstname: name,
      lastname: 'Buyer',
      nickname: name,
      mobile: '1',
      lang,
    })
    .returning({ id: members.id });
  return { id: row!.id, token: await createSession(db, row!.id), email };
}

/** The member a session token belongs to, or null when it opens no session. */
export async function memberOfToken(db: Database, token: string): Promise<TestMember | null> {
  const id = await memberIdForToken(db, token);
  if (id === null) return null;
  const [row] = await db.select({ email: members.email }).from(members).where(eq(members.id, id));
  return { id, token, email: row!.email };
}

/** A delivery address in Los Angeles, California. */
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

/** Saves CALIFORNIA, changed by `overrides`, as the member's address of `type` (delivery unless told). */
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

/**
 * An unpaid order of the given cart lines, placed as checkout places it (prices, address and
 * coupon rules included) but without the call and its mail; the order as the API shows it.
 */
export async function placeTestOrder(
  db: Database,
  member: TestMember,
  lines: { cartId: number; productNum: number }[],
  lang: Lang = 'en',
): Promise<api.OrderSummary> {
  const { orderId } = await placeOrder(db, member.id, { lines, remark: '' }, lang);
  const [order] = await orderSummaries(db, 'en', eq(orders.id, orderId), { limit: 1 });
  return order!;
}
