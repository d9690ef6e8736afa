import { useState } from 'react';
import { AccountMenu } from '~/features/auth/AccountMenu';
import { CartLink } from '~/features/cart/CartLink';
import { SearchForm } from '~/features/search/SearchForm';
import { useTranslation } from '~/i18n/use-translation';
import { telHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { MenuIcon, PhoneIcon } from '~/ui/icons';
import { Logo } from '~/ui/Logo';
import { CategoryNav } from './CategoryNav';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileDrawer } from './MobileDrawer';

/** The storefront header of docs/product.md#screens; `desktop:` switches between bar and drawer. */
export function Header() {
  const { t } = useTranslation();
  const { header } = useRootData();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className="bg-white">
      <div className="bg-navy text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-1.5 text-xs sm:px-6 sm:text-sm">
          <p data-testid="header-title" className="min-w-0 flex-1 truncate">
            {header.title}
          </p>
          <a
            data-testid="header-phone"
            href={telHref(header.mobile)}
            className="inline-flex shrink-0 items-center gap-1.5 font-semibold hover:text-coral"
          >
            <PhoneIcon width={16} height={16} />
            <span className="sr-only">{t('header.phoneLabel')}</span>
            {header.mobile}
          </a>
          <LanguageSwitch />
        </div>
      </div>

      <div className="border-b border-navy/10 desktop:border-b-0">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            className="rounded-full p-2 text-navy hover:bg-sand desktop:hidden"
          >
            <MenuIcon width={24} height={24} />
          </button>
          <Logo />
          <SearchForm suggest className="mx-auto hidden w-full max-w-xl desktop:block" />
          <div className="ml-auto flex items-center gap-1 desktop:ml-0">
            <AccountMenu />
            <CartLink />
          </div>
        </div>
        <div className="px-4 pb-3 desktop:hidden">
          <SearchForm suggest />
        </div>
      </div>

      <CategoryNav />
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
