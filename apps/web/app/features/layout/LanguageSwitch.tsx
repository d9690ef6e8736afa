import type { Lang } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';
import { switchLang } from '~/i18n/lang-storage';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';

/** docs/product.md lists the switch as (zh, en). */
const ORDER: readonly Lang[] = ['zh', 'en'];
const NAME = { en: 'language.enName', zh: 'language.zhName' } as const satisfies Record<Lang, string>;
const SHORT = { en: 'language.en', zh: 'language.zh' } as const satisfies Record<Lang, string>;

/** Choosing a language stores it and reloads the page in it (docs/product.md#screens). */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const idle = tone === 'dark' ? 'text-white/80 hover:text-white' : 'text-navy/70 hover:text-navy';
  const active = tone === 'dark' ? 'bg-white text-navy' : 'bg-navy text-white';
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('language.label')}</legend>
      {ORDER.map((code) => (
        <button
          key={code}
          type="button"
          // Each button names its language in that language, so it is found by those who read it.
          lang={htmlLang(code)}
          aria-pressed={code === lang}
          title={t(NAME[code])}
          onClick={() => code !== lang && switchLang(code)}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold transition-colors ${code === lang ? active : idle}`}
        >
          {t(SHORT[code])}
        </button>
      ))}
    </fieldset>
  );
}
