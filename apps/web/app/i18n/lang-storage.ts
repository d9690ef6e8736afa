import { LANGS, type Lang, parseLang } from '@printshop/contract';

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

function writeCookie(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Stores the choice in both places and reloads, as docs/product.md's language switch does. */
export function switchLang(lang: Lang): void {
  localStorage.setItem(KEY, lang);
  writeCookie(lang);
  window.location.reload();
}

/**
 * Runs once after hydration. Local storage is the source of truth: when it names another
 * language than the one the server rendered (the cookie expired or was never set), the cookie
 * is fixed and the page reloads once. The session guard stops a reload loop in a browser that
 * refuses cookies; such a browser stays in the server's language.
 */
export function syncStoredLang(rendered: Lang): void {
  const stored = localStorage.getItem(KEY);
  if (stored === null || !(LANGS as readonly string[]).includes(stored)) {
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
