import type { ReactNode } from 'react';
import { AuthModalProvider } from '~/features/auth/auth-modal';
import { useTranslation } from '~/i18n/use-translation';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, footer and the login/register modal around every storefront page (docs/product.md#screens). */
export function ShopShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthModalProvider>
      <div className="flex min-h-dvh flex-col">
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
