import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Translate } from './i18n';

interface Translation {
  t: Translate;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's language for every component below it, through one context rather than a hook
 * of a library per component (docs/decisions/111). `t` is the translator `createTranslate`
 * made for the page's language.
 */
export function TranslationProvider({ t, children }: { t: Translate; children: ReactNode }) {
  const translation = useMemo(() => ({ t }), [t]);
  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside the TranslationProvider');
  return translation;
}
