/**
 * `npm run bench`: starts the built shop in production mode on a fresh data directory and
 * measures requests per second with autocannon for a few calls, next to a bare Fastify route
 * served from this process, so results read as ratios that hold across machines. Then it loads
 * the main storefront pages in Chromium and reports what each fetched, JavaScript first. Then
 * the back office's order calls on 100,000 orders in PostgreSQL (admin-orders.ts). Last, the time
 * and memory to read and preview a large design PDF and photo (design-files.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { adminOrdersBench } from './admin-orders.ts';
import { designFilesBench } from './design-files.ts';
import { load } from './load.ts';
import { pageWeights } from './page-weight.ts';
import { startShop, waitForHealth } from './shop.ts';

const SHOP_PORT = 3190;
const BARE_PORT = 3191;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

const targets = [
  { name: 'health', path: '/api/health' },
  { name: 'header + category tree (catalog read)', path: '/api/home/hometitle' },
  { name: 'product detail (catalog read)', path: '/api/product/dtl?productNo=BC-1001' },
  { name: 'home page (SSR)', path: '/' },
  { name: 'product page (SSR)', path: '/product?no=BC-1001' },
];

/** Pages whose weight is reported: the storefront a visitor lands on, and the buying pages. */
const WEIGHED_PAGES = [
  '/',
  '/category?no=1&level=1',
  '/product?no=BC-1001',
  '/search?search=card',
  '/cart',
  '/checkout',
];

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const requestsPerSecond = async (url: string) => (await load({ url, seconds: DURATION_S })).rps;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-'));
const shop = startShop(SHOP_PORT, { DATA_DIR: dataDir });
const bare = Fastify();
bare.get('/bare', async () => ({ code: 200, msg: 'ok', data: { hello: 'world' } }));
try {
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
  await waitForHealth(`http://127.0.0.1:${SHOP_PORT}/api/health`, 180_000);
  const baseline = await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}/bare`);
  console.log(`bare Fastify route: ${baseline.toFixed(0)} req/s`);
  for (const target of targets) {
    const rps = await requestsPerSecond(`http://127.0.0.1:${SHOP_PORT}${target.path}`);
    console.log(
      `${target.name} (${target.path}): ${rps.toFixed(0)} req/s, ratio ${(rps / baseline).toFixed(3)}`,
    );
  }
  for (const weight of await pageWeights(`http://127.0.0.1:${SHOP_PORT}`, WEIGHED_PAGES)) {
    console.log(
      `page ${weight.path}: JavaScript ${kB(weight.scriptBytes)}, all ${kB(weight.totalBytes)} in ${weight.requests} requests`,
    );
  }
} finally {
  shop.kill('SIGTERM');
  await bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
await adminOrdersBench(DURATION_S);
await designFilesBench();
