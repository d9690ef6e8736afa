import { api, encodeRequest } from '@printshop/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { products, skus } from '../apps/server/src/modules/catalog/tables.ts';
import { placeOrder } from '../apps/server/src/modules/orders/placing.ts';
import { orders } from '../apps/server/src/modules/orders/tables.ts';
import { newMember, putInCart, saveTestAddress, type TestSku } from '../apps/server/src/test/shop.ts';
import { fillDatabase } from './admin-orders.ts';
import { load } from './load.ts';
import { onScratchPostgresShop } from './scratch-shop.ts';

const PORT = 3194;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const TARGET_P99_MS = 100;
/** A regular's history: orders of one to three items, and a cart of this many lines. */
const ORDERS = 60;
const CART_LINES = 12;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A SKU of each of `count` different sold products, the second of each so options are chosen. */
async function someSkus(db: Database, count: number): Promise<TestSku[]> {
  const rows = await db
    .selectDistinctOn([products.id], { skuId: skus.id, productId: products.id, priceCents: skus.priceCents })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(products.active, true), ne(products.productNo, 'QUOTE')))
    .orderBy(asc(products.id), sql`${skus.id} desc`)
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} sold products to fill a cart with`);
  return rows;
}

/**
 * The member with a delivery address, ORDERS orders placed as checkout places them (three in four
 * then paid) and CART_LINES lines in the cart; their session token.
 */
async function regular(url: string): Promise<string> {
  const handle = openDatabase({ url });
  try {
    const { db } = handle;
    const member = await newMember(db, 'en', 'Regular');
    await saveTestAddress(db, member.id);
    const sold = await someSkus(db, CART_LINES);
    const design = ['/uploads/00000000-0000-4000-8000-000000000001'];
    for (let n = 0; n < ORDERS; n++) {
      const lines = [];
      for (let item = 0; item <= n % 3; item++) {
        const cartId = await putInCart(db, member.id, sold[(n + item) % sold.length]!, 1 + item, design);
        lines.push({ cartId, productNum: 1 + item });
      }
      await placeOrder(db, member.id, { lines, remark: '' }, 'en');
    }
    await db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: sql`${orders.createdAt}` })
      .where(and(eq(orders.memberId, member.id), sql`${orders.id} % 4 <> 0`));
    for (const [n, sku] of sold.entries()) await putInCart(db, member.id, sku, 1 + (n % 3), design);
    return member.token;
  } finally {
    await handle.close();
  }
}

const CALLS = [
  { name: 'cart list', url: encodeRequest(api.cartList, {}, 'en').url },
  { name: 'order list, first page', url: encodeRequest(api.queryOrderList, {}, 'en').url },
  { name: 'checkout summary', url: encodeRequest(api.toOrder, {}, 'en').url },
];

export async function memberCallsBench(seconds: number): Promise<void> {
  const fill = async (url: string) => {
    await fillDatabase(url);
    return regular(url);
  };
  await onScratchPostgresShop('member calls', PORT, fill, async (token) => {
    console.log(
      `member calls on PostgreSQL (${ORDERS} orders, ${CART_LINES} cart lines), ${CONNECTIONS} connections, ${seconds} s each:`,
    );
    for (const call of CALLS) {
      const result = await load({
        url: ORIGIN + call.url,
        seconds,
        connections: CONNECTIONS,
        headers: { token },
      });
      console.log(
        `  ${call.name}: ${result.rps.toFixed(0)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, p99 ≤ ${TARGET_P99_MS} ms: ${result.p99 <= TARGET_P99_MS ? 'yes' : 'NO'}`,
      );
    }
  });
}
