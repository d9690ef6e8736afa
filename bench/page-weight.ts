import { chromium, type Request } from '@playwright/test';

/** What one page costs a first-time visitor, as Chromium fetched it. */
interface PageWeight {
  path: string;
  /** The document's HTML before compression. */
  htmlBytes: number;
  /**
   * Compressed bytes of the JavaScript asked for before the page hydrated (`html[data-hydrated]`):
   * what a visitor waits for before the page responds. Widgets split off and loaded later are not in it.
   */
  firstLoadScriptBytes: number;
  /** Bytes of JavaScript over the wire (compressed when the server compresses), headers included. */
  scriptBytes: number;
  /** Every byte the page fetched until the network went quiet. */
  totalBytes: number;
  requests: number;
}

type Budget = Partial<Pick<PageWeight, 'htmlBytes' | 'firstLoadScriptBytes'>>;

/** Issue 24's budgets, in bytes: the home page's HTML, and the first-load JavaScript of home and product. */
const PAGE_BUDGETS: Readonly<Record<string, Budget>> = {
  '/': { htmlBytes: 100 * 1024, firstLoadScriptBytes: 100 * 1024 },
  '/product?no=BC-1001': { firstLoadScriptBytes: 100 * 1024 },
};

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function beside(weight: PageWeight, measure: keyof Budget): string {
  const budget = PAGE_BUDGETS[weight.path]?.[measure];
  if (budget === undefined) return kB(weight[measure]);
  return `${kB(weight[measure])} (budget ${kB(budget)}: ${weight[measure] <= budget ? 'within' : 'OVER'})`;
}

/** One line a page: its HTML and first-load JavaScript beside their budgets, then what it fetched in all. */
export function describeWeight(weight: PageWeight): string {
  return `page ${weight.path}: HTML ${beside(weight, 'htmlBytes')}, first-load JavaScript ${beside(weight, 'firstLoadScriptBytes')} gzip; all JavaScript ${kB(weight.scriptBytes)}, all ${kB(weight.totalBytes)} in ${weight.requests} requests`;
}

interface Fetched {
  script: boolean;
  beforeHydration: boolean;
  bodyBytes: number;
  bytes: number;
}

/** Loads each page in a fresh browser context (empty cache) and adds up what it fetched. */
export async function pageWeights(origin: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      // Gzip whatever the browser would offer, so the figures read against budgets stated in gzip.
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
      const page = await context.newPage();
      const askedBeforeHydration = new Set<Request>();
      let hydrated = false;
      page.on('request', (request) => {
        if (!hydrated) askedBeforeHydration.add(request);
      });
      const fetched: Promise<Fetched>[] = [];
      page.on('requestfinished', (request) =>
        fetched.push(
          request.sizes().then((size) => ({
            script: request.resourceType() === 'script',
            beforeHydration: askedBeforeHydration.has(request),
            bodyBytes: size.responseBodySize,
            bytes: size.responseBodySize + size.responseHeadersSize,
          })),
        ),
      );
      // The HTML as sent, before compression, read apart from the browser's load: a visitor's own
      // pages (the cart, checkout) send the browser on to log in, whose document then replaces it.
      const htmlBytes = Buffer.byteLength(await (await fetch(origin + path)).text());
      await page.goto(origin + path);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      hydrated = true;
      await page.waitForLoadState('networkidle');
      const done = await Promise.all(fetched);
      const scripts = done.filter((entry) => entry.script);
      weights.push({
        path,
        htmlBytes,
        firstLoadScriptBytes: scripts
          .filter((entry) => entry.beforeHydration)
          .reduce((sum, entry) => sum + entry.bodyBytes, 0),
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
        totalBytes: done.reduce((sum, entry) => sum + entry.bytes, 0),
        requests: done.length,
      });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
