export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/**
 * Each language's BCP 47 tag, for html lang and hreflang: the shop's Chinese is written in
 * simplified characters, whoever reads it and wherever they are.
 */
export const LANG_TAGS = { en: 'en', zh: 'zh-Hans' } as const satisfies Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Any value other than a supported language code means the default (docs/architecture.md). */
export function parseLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** Text stored per language; en is always present and is the fallback. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Lang, 'en'>, string>>;
export type LocalizedList = { en: string[] } & Partial<Record<Exclude<Lang, 'en'>, string[]>>;

export function pick<T>(value: { en: T } & Partial<Record<Lang, T>>, lang: Lang): T {
  const translated = value[lang];
  return translated === undefined || translated === '' ? value.en : translated;
}
