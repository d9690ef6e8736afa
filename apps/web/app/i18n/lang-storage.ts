import { isLang, type Lang, parseLang } from '@printshop/contract';

/** docs/product.md keeps the language in local storage under `lang`; the cookie lets the server see it. */
const KEY = 'lang';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
/** Set while a reload to align the cookie with local storage is in flight. */
const RELOAD_GUARD = 'lang-reload';

export function langFromCookieHeader(header: string | null): Lang {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === KEY) return parseLang(value);
  }
  return parseLang(undefined);
}

/**
 * The language an address names with `?lang=` (a page's address in one language, docs/decisions/093),
 * else undefined.
 */
export function langInAddress(search: string): Lang | undefined {
  const named = new URLSearchParams(search).get(KEY);
  return isLang(named) ? named : undefined;
}

function writeCookie(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

function storeLang(lang: Lang): void {
  localStorage.setItem(KEY, lang);
  writeCookie(lang);
}

/**
 * Stores the choice in both places and reloads, as docs/product.md's language switch does. An
 * address that names a language would reload in that one, so it is led to the chosen one's.
 */
export function switchLang(lang: Lang): void {
  storeLang(lang);
  const address = new URL(window.location.href);
  if (address.searchParams.has(KEY)) {
    address.searchParams.set(KEY, lang);
    window.location.replace(address);
  } else {
    window.location.reload();
  }
}

/**
 * Runs once after hydration. An address that names a language is a choice, as the switch is:
 * it is stored, so the links the visitor follows stay in it. Otherwise local storage is the
 * source of truth: when it names another language than the one the server rendered (the cookie
 * expired or was never set), the cookie is fixed and the page reloads once. The session guard
 * stops a reload loop in a browser that refuses cookies; such a browser stays in the server's
 * language.
 */
export function syncStoredLang(rendered: Lang): void {
  if (langInAddress(window.location.search) === rendered) {
    storeLang(rendered);
    return;
  }
  const stored = localStorage.getItem(KEY);
  if (!isLang(stored)) {
    localStorage.setItem(KEY, rendered);
    return;
  }
  if (stored === rendered) {
    sessionStorage.removeItem(RELOAD_GUARD);
    return;
  }
  if (sessionStorage.getItem(RELOAD_GUARD)) return;
  sessionStorage.setItem(RELOAD_GUARD, '1');
  writeCookie(parseLang(stored));
  window.location.reload();
}
