import { isLang, isMobileUserAgent, type Lang, parseLang } from '@printshop/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The storefront pages every visitor sees alike (docs/decisions/095): nothing of a visitor is
 * rendered on the server (docs/decisions/060), and these pages are nobody's own: every page the
 * sitemap lists (docs/decisions/112). Search pages are too, but kept apart (SEARCH_PAGE_PATH).
 * Every other page (a member's, the cart, checkout, the back office, log-in and sign-up) is
 * rendered per request.
 */
export const SHARED_PAGE_PATHS = [
  '/',
  '/category',
  '/product',
  '/article',
  '/blog',
  '/blogDetail',
  '/designService',
  '/contact-us',
  '/quotes',
];

/**
 * Search pages are shared like the others but kept in a cache of their own (docs/decisions/112):
 * every new text is a new page, and a flood of them must not push the others out.
 */
export const SEARCH_PAGE_PATH = '/search';

/** Parameters that only tell analytics where a visitor came from: no page reads them. */
const TRACKING = /^(?:utm_\w+|fbclid|gclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid)$/i;

export interface SharedPageKey {
  /** Path and query without tracking parameters, sorted: what the page is rendered from. */
  url: string;
  lang: Lang;
  /**
   * Both with phone or desktop, the product's test on the user agent (docs/product.md#constants),
   * which changes the HTML: the cache's key.
   */
  id: string;
}

/**
 * What a shared page depends on. The language is the one the page shows: the address's `?lang=`,
 * else the `lang` cookie (docs/decisions/093); the page is rendered from this key alone, so it
 * cannot differ from it even if the web app decided otherwise.
 */
export function sharedPageKey(request: FastifyRequest): SharedPageKey {
  const path = request.routeOptions.url ?? '/';
  const at = request.url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
  for (const name of new Set(query.keys())) if (TRACKING.test(name)) query.delete(name);
  query.sort();
  const rest = query.toString();
  const url = rest ? `${path}?${rest}` : path;
  const named = query.get('lang');
  const lang = isLang(named) ? named : parseLang(request.cookies.lang);
  const device = isMobileUserAgent(request.headers['user-agent']) ? 'phone' : 'desktop';
  return { url, lang, id: `${url} ${lang} ${device}` };
}
