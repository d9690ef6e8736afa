import { DEFAULT_LANG, LANG_TAGS, LANGS, type Lang } from './lang.ts';

/**
 * A storefront page's address in one language (docs/decisions/093): the default language's is
 * the plain path, another's adds `lang=`, so search engines find each language at its own URL.
 * `path` is one the shop builds (no `lang`, no fragment), so appending keeps its encoding as is.
 */
export function langPath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

export interface LangAlternate {
  /** A language's tag, or `x-default` for readers of any other language. */
  hreflang: string;
  path: string;
}

/** The hreflang alternates a page and its sitemap entry name: every language, and English for the rest. */
export function langAlternates(path: string): LangAlternate[] {
  return [
    ...LANGS.map((lang) => ({ hreflang: LANG_TAGS[lang], path: langPath(path, lang) })),
    { hreflang: 'x-default', path: langPath(path, DEFAULT_LANG) },
  ];
}
