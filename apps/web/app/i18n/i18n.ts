import { LANG_TAGS, type Lang } from '@printshop/contract';
import { createInstance, type i18n } from 'i18next';
import type { en } from './en';
import type { Messages } from './messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/**
 * One i18next instance per render (per request on the server), holding only the active
 * language: the browser receives that one catalogue through the root loader's data.
 */
export function createI18n(lang: Lang, messages: Messages): i18n {
  const instance = createInstance();
  instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    // React already escapes text; escaping twice would show entities such as &amp;.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** BCP 47 tag for the html lang attribute and hreflang. */
export function htmlLang(lang: Lang): string {
  return LANG_TAGS[lang];
}
