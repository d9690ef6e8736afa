/**
 * `npm run bench`: starts the built shop in production mode on a fresh data directory and
 * measures requests per second with autocannon for its cached API reads, next to a bare Fastify
 * route served from this process with the same bytes, so results read as ratios that hold across
 * machines (cached-reads.ts). Then it loads
 * the main storefront pages in Chromium and reports what each fetched (the home's HTML and the
 * first-load JavaScript beside their budgets), and Lighthouse's mobile scores of four of them
 * (lighthouse.ts). Then the back office's order calls on 100,000 orders in PostgreSQL
 * (admin-orders.ts), the time
 * and memory to read and preview a large design PDF and photo (design-files.ts), and search on
 * 10,000 products (search.ts), and the shared pages against static serving of their HTML
 * (pages.ts), and a member's cart, order list and checkout on PostgreSQL (member-calls.ts), and
 * the print-ready PDF of a designed two-sided card (design-pdf.ts).
 * `BENCH_ONLY=search` (or a comma-separated list of the section names below) runs
 * only those.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminOrdersBench } from './admin-orders.ts';
import { cachedReadsBench } from './cached-reads.ts';
import { designFilesBench } from './design-files.ts';
import { designPdfBench } from './design-pdf.ts';
import { lighthouseBench } from './lighthouse.ts';
import { memberCallsBench } from './member-calls.ts';
import { describeWeight, pageWeights } from './page-weight.ts';
import { pagesBench } from './pages.ts';
import { searchBench } from './search.ts';
import { startShop, waitForHealth } from './shop.ts';

const SHOP_PORT = 3190;
const BARE_PORT = 3191;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

/** Pages whose weight is reported: the storefront a visitor lands on, and the buying pages. */
const WEIGHED_PAGES = [
  '/',
  '/category?no=1&level=1',
  '/product?no=BC-1001',
  '/search?search=card',
  '/cart',
  '/checkout',
];

async function requestsBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-'));
  const shop = startShop(SHOP_PORT, { DATA_DIR: dataDir });
  try {
    await waitForHealth(`http://127.0.0.1:${SHOP_PORT}/api/health`, 180_000);
    await cachedReadsBench(`http://127.0.0.1:${SHOP_PORT}`, BARE_PORT, DURATION_S);
    for (const weight of await pageWeights(`http://127.0.0.1:${SHOP_PORT}`, WEIGHED_PAGES)) {
      console.log(describeWeight(weight));
    }
  } finally {
    shop.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sections: Record<string, () => Promise<void>> = {
  requests: requestsBench,
  lighthouse: lighthouseBench,
  'admin-orders': () => adminOrdersBench(DURATION_S),
  'design-files': designFilesBench,
  'design-pdf': designPdfBench,
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
