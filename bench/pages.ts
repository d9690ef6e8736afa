/**
 * Shared pages against static serving (issue 24, docs/decisions/095): the built shop, on a fresh
 * data directory, serves the home page, a category, a product, an article, the blog and a blog
 * post; each page's HTML as the shop sends it is saved and served by bare Fastify routes in a
 * process of their own (static-pages.ts). Both are loaded alike, one after the other, and the
 * shop's requests per second are printed as a ratio of static serving's beside the target.
 * Asserts nothing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { load } from './load.ts';
import { startShop, waitForHealth } from './shop.ts';

const SHOP_PORT = 3194;
const STATIC_PORT = 3195;
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;
const STATIC = `http://127.0.0.1:${STATIC_PORT}`;
const TARGET_RATIO = 0.8;

/** A page of each kind every visitor sees alike, by a file name; articles and posts as the sitemap lists them. */
async function sharedPages(): Promise<Record<string, string>> {
  const sitemap = await (await fetch(`${SHOP}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
  const first = (prefix: string) => {
    const found = paths.find((listed) => listed.startsWith(prefix));
    if (!found) throw new Error(`the sitemap lists no ${prefix}`);
    return found;
  };
  return {
    home: '/',
    category: first('/category?'),
    product: first('/product?'),
    article: first('/article?'),
    blog: '/blog',
    'blog-post': first('/blogDetail?'),
    search: '/search?search=card',
  };
}

/** The page as a client that asks for no compression gets it: what static serving then sends. */
async function savePage(url: string, file: string): Promise<void> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

const requestsPerSecond = async (url: string, seconds: number) => (await load({ url, seconds })).rps;

export async function pagesBench(seconds: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-pages-'));
  const savedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-html-'));
  const shop = startShop(SHOP_PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const shopExited = once(shop, 'exit');
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await waitForHealth(`${SHOP}/api/health`, 180_000);
    const pages = await sharedPages();
    for (const [name, page] of Object.entries(pages)) await savePage(SHOP + page, path.join(savedDir, name));
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/static-pages.ts', String(STATIC_PORT), savedDir],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    await waitForHealth(`${STATIC}/home`, 30_000);
    console.log(`shared pages against static serving of the same HTML, ${seconds} s each:`);
    for (const [name, page] of Object.entries(pages)) {
      const yardstick = await requestsPerSecond(`${STATIC}/${name}`, seconds);
      const served = await requestsPerSecond(SHOP + page, seconds);
      const ratio = served / yardstick;
      const bytes = fs.statSync(path.join(savedDir, name)).size;
      console.log(
        `  ${name} (${page}, ${(bytes / 1024).toFixed(0)} kB): ${served.toFixed(0)} req/s, static ${yardstick.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}, ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'yes' : 'NO'}`,
      );
    }
  } finally {
    // autocannon leaves requests behind with their sockets closed: let them finish first.
    await setTimeout(1000);
    server?.kill('SIGTERM');
    shop.kill('SIGTERM');
    await shopExited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(savedDir, { recursive: true, force: true });
  }
}
