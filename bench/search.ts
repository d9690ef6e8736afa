/**
 * Search at scale (issue 24): a scratch shop with 10,000 products (search-catalogue.ts), on PGlite
 * in a temporary directory and on a scratch PostgreSQL database (dropped at the end; skipped, saying
 * so, when no PostgreSQL answers), each served by the built shop and loaded at 50 connections: popular
 * searches in English, typos among them, and Chinese; then searches and suggestions whose texts are
 * all new, which no kept answer serves. Reports p50/p95/p99 beside the targets, and how long the
 * first search took (it builds the index); then the pg_trgm candidate on the same database
 * (search-pg-trgm.ts), for docs/decisions/096. Asserts nothing.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { api, encodeRequest, PAGE_SIZE } from '@printshop/contract';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedAll } from '../apps/server/src/seed/index.ts';
import { adminQuery, databaseUrl, randomDatabaseName } from '../apps/server/src/test/database.ts';
import { load } from './load.ts';
import { BENCH_PRODUCTS, fillCatalogue, lineName } from './search-catalogue.ts';
import { pgTrgmCandidate } from './search-pg-trgm.ts';
import { startShop, waitForHealth } from './shop.ts';

const PORT = 3193;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const TARGET_P95_MS = { pglite: 50, postgres: 20 };

/** Popular searches, right and wrong, in English and in Chinese, one word or a few. */
const POPULAR: { text: string; lang: 'en' | 'zh' }[] = [
  { text: 'bussiness card', lang: 'en' },
  { text: 'stiker', lang: 'en' },
  { text: 'business cards', lang: 'en' },
  { text: 'postcrads', lang: 'en' },
  { text: 'roll lables', lang: 'en' },
  { text: 'gift boxes', lang: 'en' },
  { text: 'menu', lang: 'en' },
  { text: 'waterproof vinyl', lang: 'en' },
  { text: 'envelope', lang: 'en' },
  { text: 'brochrue', lang: 'en' },
  { text: 'nothing sells this', lang: 'en' },
  { text: '名片', lang: 'zh' },
  { text: '贴纸', lang: 'zh' },
  { text: '明信片', lang: 'zh' },
  { text: '礼盒', lang: 'zh' },
  { text: '防水 标签', lang: 'zh' },
  { text: '宣传册', lang: 'zh' },
  { text: '没有这种产品', lang: 'zh' },
];
const KINDS = ['cards', 'labels', 'boxes', 'menus', 'flyers'];

/**
 * A search never made before, so no kept answer helps: a product line's name (one letter dropped
 * from every other one) with a kind of product in English; the line's Chinese name with 名片 or alone.
 */
function newSearch(n: number): { text: string; lang: 'en' | 'zh' } {
  const [en, zh] = lineName(n % BENCH_PRODUCTS);
  const line = n % 2 === 0 ? en : en.slice(0, 2) + en.slice(3);
  if (n % 3 === 2) return { text: n % 2 === 0 ? `${zh} 名片` : zh, lang: 'zh' };
  return { text: `${line} ${KINDS[n % KINDS.length]}`, lang: 'en' };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const searchPath = ({ text, lang }: { text: string; lang: 'en' | 'zh' }, n: number) =>
  encodeRequest(
    api.productSearch,
    { productName: text, pagesize: 1 + (n % 3), pagenum: PAGE_SIZE.search },
    lang,
  ).url;

const suggestPath = ({ text, lang }: { text: string; lang: 'en' | 'zh' }) =>
  encodeRequest(api.productSuggest, { productName: text }, lang).url;

const LOADS: [string, (n: number) => string][] = [
  ['search, popular texts', (n) => searchPath(POPULAR[n % POPULAR.length]!, n)],
  ['search, every text new', (n) => searchPath(newSearch(n), n)],
  ['suggestions, every text new', (n) => suggestPath(newSearch(n))],
];

/** The scratch shop: migrated, seeded without the demo's people, then filled. */
async function prepare(options: { url?: string; dataDir?: string }): Promise<void> {
  const handle = openDatabase(options);
  try {
    const started = Date.now();
    await handle.migrate(async (db) => {
      await seedAll(db, { demo: false });
      await fillCatalogue(db);
    });
    console.log(`  ${BENCH_PRODUCTS} products written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

async function measure(engine: 'pglite' | 'postgres', env: Record<string, string>, seconds: number) {
  const shop = startShop(PORT, env);
  const exited = once(shop, 'exit');
  try {
    await waitForHealth(`${ORIGIN}/api/health`, 120_000);
    const started = Date.now();
    const first = await fetch(ORIGIN + searchPath(POPULAR[0]!, 0));
    if (!first.ok) throw new Error(`first search answered ${first.status}`);
    console.log(`  first search (builds the index): ${ms(Date.now() - started)}`);
    const target = TARGET_P95_MS[engine];
    for (const [name, pathOf] of LOADS) {
      let next = 0;
      const result = await load({
        url: ORIGIN,
        seconds,
        connections: CONNECTIONS,
        path: () => pathOf(next++),
      });
      console.log(
        `  ${name}: ${result.rps.toFixed(0)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, p95 ≤ ${target} ms: ${result.p95 <= target ? 'yes' : 'NO'}`,
      );
    }
  } finally {
    // autocannon leaves requests behind with their sockets closed: let them finish first.
    await setTimeout(2000);
    shop.kill('SIGTERM');
    await exited;
  }
}

/** The candidate the shop did not take, on the same scratch database once the shop has stopped. */
async function candidate(options: { url?: string; dataDir?: string }, seconds: number): Promise<void> {
  const handle = openDatabase(options);
  try {
    const texts = POPULAR.map((query) => query.text);
    console.log(`  pg_trgm instead (database alone): ${await pgTrgmCandidate(handle.db, texts, seconds)}`);
  } finally {
    await handle.close();
  }
}

async function onPglite(seconds: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-search-'));
  try {
    console.log(`search on PGlite, ${CONNECTIONS} connections, ${seconds} s each:`);
    await prepare({ dataDir });
    await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }, seconds);
    await candidate({ dataDir }, seconds);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(seconds: number): Promise<void> {
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!base) {
    console.log('search on PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
    return;
  }
  const name = randomDatabaseName('printshop_bench_search');
  await adminQuery(base, `create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-search-pg-'));
  const url = databaseUrl(base, name);
  try {
    console.log(`search on PostgreSQL, ${CONNECTIONS} connections, ${seconds} s each:`);
    await prepare({ url });
    await measure('postgres', { DATABASE_URL: url, DATA_DIR: dataDir }, seconds);
    await candidate({ url }, seconds);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(base, `drop database if exists ${name} with (force)`);
  }
}

export async function searchBench(seconds: number): Promise<void> {
  await onPglite(seconds);
  await onPostgres(seconds);
}
