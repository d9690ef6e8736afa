import type { i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface Translation {
  t: TFunction;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's language for every component below it: one translation function per language,
 * made here once, where react-i18next made one per component that asked (docs/decisions/111).
 */
export function TranslationProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const translation = useMemo(() => ({ t: i18n.getFixedT(i18n.language) }), [i18n]);
  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside the TranslationProvider');
  return translation;
}
