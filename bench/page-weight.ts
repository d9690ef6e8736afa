import { chromium } from '@playwright/test';

/** What one page costs a first-time visitor, as Chromium fetched it. */
interface PageWeight {
  path: string;
  /** Bytes of JavaScript over the wire (compressed when the server compresses). */
  scriptBytes: number;
  /** Every byte the page fetched until the network went quiet. */
  totalBytes: number;
  requests: number;
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
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<{ script: boolean; bytes: number }>[] = [];
      page.on('requestfinished', (request) =>
        sizes.push(
          request.sizes().then((size) => ({
            script: request.resourceType() === 'script',
            bytes: size.responseBodySize + size.responseHeadersSize,
          })),
        ),
      );
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const done = await Promise.all(sizes);
      weights.push({
        path,
        scriptBytes: done.filter((entry) => entry.script).reduce((sum, entry) => sum + entry.bytes, 0),
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
