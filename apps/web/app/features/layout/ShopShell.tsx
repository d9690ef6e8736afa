import { type ReactNode, useEffect, useId, useRef } from 'react';
import { AuthModalProvider } from '~/features/auth/auth-modal';
import { useTranslation } from '~/i18n/use-translation';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, footer and the login/register modal around every storefront page (docs/product.md#screens). */
export function ShopShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ids = useSameIdsAsServer();
  return (
    <AuthModalProvider>
      <div ref={ids.ref} data-id={ids.id} className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-navy px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('header.skipToContent')}
        </a>
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
      </div>
    </AuthModalProvider>
  );
}

/**
 * Shows the id React gave the shell on the server, and says so if the browser gave it another:
 * a storefront page hydrated without React Router stands where the server rendered it
 * (shop-pages/hydrate-shop-page.tsx), and labels tied to inputs by `useId` rely on it. React
 * leaves a mismatched attribute as the server wrote it, so the check reads it back.
 */
function useSameIdsAsServer() {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const served = ref.current?.dataset.id;
    if (served !== id) console.error(`The page's ids differ from the server's (${served} here ${id})`);
  }, [id]);
  return { id, ref };
}
