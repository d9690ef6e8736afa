import { expect, test } from './fixtures';

/** When the first screen's image finished loading, and when the first of the page's scripts was asked for. */
function loadOrder() {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = entries.filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
  return {
    imageLoaded: entries.find((entry) => entry.name === hero?.currentSrc)?.responseEnd,
    firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
  };
}

// docs/decisions/110: the first screen's image has the line to itself, then the page hydrates.
for (const path of ['/', '/product?no=BC-1001']) {
  test(`${path} asks for its scripts only once its first screen’s image has loaded, then hydrates`, async ({
    page,
    open,
  }) => {
    await open(path);
    const { imageLoaded, firstScriptAsked } = await page.evaluate(loadOrder);
    expect(imageLoaded).toBeDefined();
    expect(firstScriptAsked).toBeGreaterThan(imageLoaded!);
  });
}
