import { LANGS, type Lang } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';
import { switchLang } from '~/i18n/lang-storage';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';

/** Each language by its own name, so whoever reads it finds it whatever the page's language. */
const OWN_NAME: Record<Lang, string> = { en: 'English', zh: '中文' };

/**
 * The back office's language choice, stored as the storefront stores it (i18n/lang-storage.ts):
 * the page reloads in the chosen language.
 */
export function AdminLanguageSwitch() {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  return (
    <fieldset className="inline-flex rounded-lg bg-white/10 p-0.5">
      <legend className="sr-only">{texts.shell.language}</legend>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={htmlLang(code)}
          aria-pressed={code === lang}
          onClick={() => code !== lang && switchLang(code)}
          className={`rounded-md px-2.5 py-1 text-xs font-semibold transition-colors ${
            code === lang ? 'bg-white text-navy' : 'text-white/80 hover:text-white'
          }`}
        >
          {OWN_NAME[code]}
        </button>
      ))}
    </fieldset>
  );
}
