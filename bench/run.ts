/**
 * `npm run bench`: starts the built shop in production mode on a fresh data directory and
 * measures requests per second with autocannon for a few calls, next to a bare Fastify route
 * served from this process, so results read as ratios that hold across machines. Then it loads
 * the main storefront pages in Chromium and reports what each fetched, JavaScript first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { pageWeights } from './page-weight.ts';

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

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

function startShop(dataDir: string): ChildProcess {
  // node itself, not npx, so that killing the child stops the server too.
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(SHOP_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-'));
const shop = startShop(dataDir);
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
