/**
 * `npm run bench`: starts the built shop in production mode on a fresh data directory and
 * measures requests per second with autocannon for a few calls, next to a bare Fastify route
 * served from this process, so results read as ratios that hold across machines. Then it loads
 * the main storefront pages in Chromium and reports what each fetched (the home's HTML and the
 * first-load JavaScript beside their budgets), and Lighthouse's mobile scores of four of them
 * (lighthouse.ts). Then the back office's order calls on 100,000 orders in PostgreSQL
 * (admin-orders.ts), the time
 * and memory to read and preview a large design PDF and photo (design-files.ts), and search on
 * 10,000 products (search.ts), and the shared pages against static serving of their HTML
 * (pages.ts). `BENCH_ONLY=search` (or a comma-separated list of the section names below) runs
 * only those.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { adminOrdersBench } from './admin-orders.ts';
import { designFilesBench } from './design-files.ts';
import { lighthouseBench } from './lighthouse.ts';
import { load } from './load.ts';
import { memberCallsBench } from './member-calls.ts';
import { describeWeight, pageWeights } from './page-weight.ts';
import { pagesBench } from './pages.ts';
import { searchBench } from './search.ts';
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

const requestsPerSecond = async (url: string) => (await load({ url, seconds: DURATION_S })).rps;

async function requestsBench(): Promise<void> {
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
      console.log(describeWeight(weight));
    }
  } finally {
    shop.kill('SIGTERM');
    await bare.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sections: Record<string, () => Promise<void>> = {
  requests: requestsBench,
  lighthouse: lighthouseBench,
  'admin-orders': () => adminOrdersBench(DURATION_S),
  'design-files': designFilesBench,
  search: () => searchBench(DURATION_S),
  pages: () => pagesBench(DURATION_S),
  'member-calls': () => memberCallsBench(DURATION_S),
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(name in sections)) ?? [];
if (unknown.length > 0) {
  throw new Error(`BENCH_ONLY names no section ${unknown.join(', ')}: ${Object.keys(sections).join(', ')}`);
}
for (const [name, run] of Object.entries(sections)) {
  if (!only || only.includes(name)) await run();
}
