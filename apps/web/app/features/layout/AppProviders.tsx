import { type ReactNode, useEffect, useMemo } from 'react';
import { CartCountProvider } from '~/features/cart/cart-count';
import { createTranslate } from '~/i18n/i18n';
import { syncStoredLang } from '~/i18n/lang-storage';
import { TranslationProvider } from '~/i18n/use-translation';
import { type RootData, RootDataContext } from '~/lib/root-data';
import { ToastProvider } from '~/ui/toast';

/**
 * What every page runs inside: the root loader's data, its language, toasts and the cart count.
 * The root route gives it to every page React Router hydrates, and a storefront page's own entry
 * to the page it hydrates alone (docs/decisions/113).
 */
export function AppProviders({ data, children }: { data: RootData; children: ReactNode }) {
  const { lang, messages } = data;
  const t = useMemo(() => createTranslate(lang, messages), [lang, messages]);
  useEffect(() => syncStoredLang(lang), [lang]);
  useEffect(() => {
    // Controls rendered on the server do nothing until React hydrates them; browser tests
    // wait for this mark before they click.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <RootDataContext value={data}>
      <TranslationProvider t={t}>
        <ToastProvider>
          <CartCountProvider>{children}</CartCountProvider>
        </ToastProvider>
      </TranslationProvider>
    </RootDataContext>
  );
}
