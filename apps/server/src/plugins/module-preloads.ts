const PRELOAD = '<link rel="modulepreload"';

/**
 * The page's scripts, which React Router preloads as modules, asked for at low priority: a module
 * runs only once the document is parsed, so on a slow line the stylesheet and the first screen's
 * image should have the bandwidth first, and Chrome gives every script high priority otherwise
 * (docs/decisions/105).
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
}
