import { type HashedPage, scriptHash } from './page-scripts.ts';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const PAGE_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const HELD_MODULE_ID = 'page-module';

/**
 * Asks for the page's modules once the first screen's image (the one marked `fetchpriority=high`)
 * has loaded and been painted, or at once after the first paint where there is none; three
 * seconds at most, so a stalled image never leaves a page without its scripts. The module keeps
 * the text React Router wrote, whose hash the page's policy already allows.
 */
const LOADER = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const held = document.getElementById('${HELD_MODULE_ID}');
    for (const href of held.dataset.preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = held.textContent;
    document.body.append(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const image = document.querySelector('img[fetchpriority="high"]');
  if (!image || image.complete) return afterPaint();
  image.addEventListener('load', afterPaint);
  image.addEventListener('error', afterPaint);
  setTimeout(start, 3000);
})();`;

const LOADER_HASH = scriptHash(LOADER);

/**
 * React Router's module preloads and its inline module script, held back until the first
 * screen has painted: the first screen's stylesheet and image have the line to themselves, and
 * the scripts, which only hydrate what is already on the screen, come right after
 * (docs/decisions/110). A page without the module script is left as it is.
 */
export function scriptsAfterFirstPaint(page: HashedPage): HashedPage {
  const module = PAGE_MODULE.exec(page.html);
  if (!module) return page;
  const preloads = [...page.html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const held =
    `<script type="text/plain" id="${HELD_MODULE_ID}" data-preloads="${preloads.join(' ')}">${module[1]}</script>` +
    `<script>${LOADER}</script>`;
  const html = page.html.replace(MODULE_PRELOAD, '');
  return {
    html: html.replace(PAGE_MODULE, () => held),
    scriptHashes: [...page.scriptHashes, LOADER_HASH],
  };
}
