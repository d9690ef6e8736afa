import type { Lang } from '@printshop/contract';
import { en } from './en';
import type { Messages } from './messages';
import { BROWSING_PAGES, PAGE_SECTIONS } from './page-sections';
import { zh } from './zh';

/** Server-only, so the browser bundle never carries the language it is not showing. */
export const catalogues: Record<Lang, Messages> = { en, zh };

/**
 * The catalogue a page at `pathname` is sent: a browsing page's lacks the page sections it does
 * not show (page-sections.ts), which no code on that page reads.
 */
export function pageCatalogue(lang: Lang, pathname: string): Messages {
  const shown = BROWSING_PAGES.get(pathname);
  if (!shown) return catalogues[lang];
  const left = new Set<string>(PAGE_SECTIONS.filter((section) => !shown.includes(section)));
  return Object.fromEntries(
    Object.entries(catalogues[lang]).filter(([section]) => !left.has(section)),
  ) as Messages;
}
