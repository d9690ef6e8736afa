/**
 * The storefront's cached API reads against a bare Fastify route sending the very bytes the shop
 * answered, in a process of its own as the shop is (issue 24: at least half its requests per
 * second). Each read and its bare twin are loaded in alternating rounds, so a busy machine slows
 * both alike. Reports each ratio beside the target; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { api, type Endpoint, encodeRequest } from '@printshop/contract';
import { load } from './load.ts';
import { waitForHealth } from './shop.ts';

const TARGET_RATIO = 0.5;
const ROUNDS = 2;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The cached reads a storefront page makes, by the contract's calls; a category of the home page's. */
async function reads(shop: string): Promise<{ name: string; path: string }[]> {
  const href = (endpoint: Endpoint, input: object = {}) => encodeRequest(endpoint, input, 'en').url;
  const home = (await (await fetch(shop + href(api.homeInto))).json()) as { data: api.HomeData };
  const category = home.data.categorylist[0]!.pid;
  return [
    { name: 'header and category tree', path: href(api.homeTitle) },
    { name: 'home', path: href(api.homeInto) },
    { name: 'product detail', path: href(api.productDetail, { productNo: 'BC-1001' }) },
    { name: 'category page', path: href(api.categoryQueryList, { pid: category }) },
    { name: 'article', path: href(api.queryArticle, { type: 8 }) },
  ];
}

/** Requests per second of each of two URLs over `seconds`, loaded by turns in ROUNDS rounds. */
async function alternating(urls: [string, string], seconds: number): Promise<[number, number]> {
  const totals: [number, number] = [0, 0];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, url] of urls.entries()) {
      totals[index as 0 | 1] += (await load({ url, seconds: seconds / ROUNDS })).rps / ROUNDS;
    }
  }
  return totals;
}

/** The bare route sending what `url` answers, until the returned stop is called. */
async function bareRoute(url: string, port: number): Promise<() => Promise<void>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-route.ts')],
    {
      env: { ...process.env, BARE_FROM: url, BARE_PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  await waitForHealth(`http://127.0.0.1:${port}/bare`, 30_000);
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

export async function cachedReadsBench(shop: string, barePort: number, seconds: number): Promise<void> {
  console.log(`cached API reads against a bare Fastify route sending the same bytes, ${seconds} s each:`);
  for (const read of await reads(shop)) {
    const stop = await bareRoute(shop + read.path, barePort);
    try {
      const bytes = (await (await fetch(shop + read.path)).arrayBuffer()).byteLength;
      const [bareRps, shopRps] = await alternating(
        [`http://127.0.0.1:${barePort}/bare`, shop + read.path],
        seconds,
      );
      const ratio = shopRps / bareRps;
      console.log(
        `  ${read.name} (${read.path}, ${kB(bytes)}): ${shopRps.toFixed(0)} req/s, bare ${bareRps.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}, ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'yes' : 'NO'}`,
      );
    } finally {
      await stop();
    }
  }
}
