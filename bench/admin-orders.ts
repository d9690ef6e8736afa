import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { adminOrder } from '../apps/server/src/modules/orders/admin/detail.ts';
import { DEMO_STAFF } from '../apps/server/src/modules/staff/demo-staff.ts';
import { staffForToken } from '../apps/server/src/modules/staff/sessions.ts';
import { seedAll } from '../apps/server/src/seed/index.ts';
import { countQueries } from '../apps/server/src/test/database.ts';
import { load } from './load.ts';
import { onScratchPostgresShop } from './scratch-shop.ts';

const PORT = 3192;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET_MS = 100;
/** Issue 24: the order screen's call reads the database at most this many times. */
const SCREEN_QUERIES_BUDGET = 3;
const FILL = fs.readFileSync(path.join(import.meta.dirname, 'fill-orders.sql'), 'utf8');

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A scratch database seeded as a fresh shop, then filled; answers an order id range to read. */
export async function fillDatabase(url: string): Promise<{ firstId: number; lastId: number }> {
  const handle = openDatabase({ url });
  try {
    await handle.migrate();
    let started = Date.now();
    await handle.db.transaction((tx) => seedAll(tx));
    console.log(`scratch shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    await handle.db.execute(sql.raw(FILL));
    // As autovacuum would have by now: statistics, and the visibility map index-only scans need.
    await handle.db.execute(sql`vacuum analyze`);
    const counts = await handle.db.execute(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items,
            (select min(id) from orders where idempotency_key like 'bench-%') as first,
            (select max(id) from orders) as last`,
    );
    const [row] = (
      counts as unknown as { rows: { orders: number; items: number; first: number; last: number }[] }
    ).rows;
    console.log(
      `filled with ${row!.orders} orders, ${row!.items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { firstId: row!.first, lastId: row!.last };
  } finally {
    await handle.close();
  }
}

/** The owner's staff session cookie, from the demo owner's log-in. */
async function logIn(): Promise<string> {
  const owner = DEMO_STAFF.find((member) => member.role === 'owner')!;
  const res = await fetch(`${ORIGIN}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  // The answer also sets the page and trusted-browser cookies: the calls take the session's.
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('staff_session='));
  if (!res.ok || !cookie) throw new Error(`owner log-in failed: ${res.status}`);
  return cookie;
}

/**
 * The statements one order screen's call sends, counted in this process on the shop's database:
 * what its route runs, the staff session's check and then the order's read.
 */
async function orderScreenQueries(url: string, cookie: string, orderId: number): Promise<number> {
  const handle = openDatabase({ url });
  try {
    const token = cookie.slice(cookie.indexOf('=') + 1);
    return await countQueries(handle.db, async () => {
      await staffForToken(handle.db, token);
      await adminOrder(handle.db, 'en', orderId);
    });
  } finally {
    await handle.close();
  }
}

export async function adminOrdersBench(seconds: number): Promise<void> {
  await onScratchPostgresShop('back-office orders', PORT, fillDatabase, async ({ firstId, lastId }, url) => {
    const cookie = await logIn();
    const headers = { cookie };
    let next = 0;
    const someOrder = () => `/api/admin/orders/${firstId + ((next++ * 7919) % (lastId - firstId + 1))}`;
    const targets = [
      { name: 'order list, newest first', path: '/api/admin/orders' },
      {
        name: 'order list, filtered (printing, paid)',
        path: '/api/admin/orders?state=printing&payment=paid',
      },
      { name: 'order list, search by customer name', path: '/api/admin/orders?q=tara%20walsh' },
      { name: 'order list, search by product name', path: '/api/admin/orders?q=postcards' },
      { name: 'order list, search by order number', path: '/api/admin/orders?q=012345' },
      { name: 'order list, deep page (2,500 of 20)', path: '/api/admin/orders?page=2500&size=20' },
      { name: 'order screen (a different order each time)', path: '/api/admin/orders/1', next: someOrder },
    ];
    console.log(
      `back-office orders on PostgreSQL, 20 connections, ${seconds} s each (budget p95 ≤ ${BUDGET_MS} ms):`,
    );
    for (const target of targets) {
      const result = await load({ url: ORIGIN + target.path, seconds, headers, path: target.next });
      console.log(
        `${target.name}: ${result.rps.toFixed(0)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, p95 ≤ ${BUDGET_MS} ms: ${result.p95 <= BUDGET_MS ? 'yes' : 'NO'}`,
      );
    }
    const queries = await orderScreenQueries(url, cookie, lastId);
    console.log(
      `order screen: ${queries} queries a call (staff session and order), ≤ ${SCREEN_QUERIES_BUDGET}: ${queries <= SCREEN_QUERIES_BUDGET ? 'yes' : 'NO'}`,
    );
  });
}
