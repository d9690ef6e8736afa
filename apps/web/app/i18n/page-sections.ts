import type { Messages } from './messages';

/** The catalogue's sections only some pages show: the member's pages', checkout's, the forms' and the design editor's. */
export const PAGE_SECTIONS = [
  'accountPages',
  'forms',
  'cartPage',
  'checkoutPage',
  'ordersPage',
  'offerPage',
  'designEditor',
] as const satisfies readonly (keyof Messages)[];

export type PageSection = (typeof PAGE_SECTIONS)[number];

/**
 * The pages a visitor browses, by path, with the page sections each one shows. Their HTML
 * carries only those of the catalogue, which the root loader sends for hydration (a unit test
 * follows each page's imports to check the list); every other page carries all of it.
 */
export const BROWSING_PAGES: ReadonlyMap<string, readonly PageSection[]> = new Map([
  ['/', []],
  ['/category', []],
  ['/search', []],
  ['/product', ['forms']],
  ['/article', []],
  ['/blog', []],
  ['/blogDetail', []],
  ['/designService', []],
]);
