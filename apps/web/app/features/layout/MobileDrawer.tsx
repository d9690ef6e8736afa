import { useState } from 'react';
import { ACCOUNT_LINKS } from '~/features/auth/account-links';
import { useOpenAuth } from '~/features/auth/auth-modal';
import { logout } from '~/features/auth/logout';
import { CartLink } from '~/features/cart/CartLink';
import { SearchForm } from '~/features/search/SearchForm';
import { useTranslation } from '~/i18n/use-translation';
import { categoryHref, telHref } from '~/lib/links';
import { useApi, useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session';
import { Dialog } from '~/ui/Dialog';
import { DialogHeader } from '~/ui/DialogHeader';
import { ChevronDownIcon, PhoneIcon } from '~/ui/icons';
import { Logo } from '~/ui/Logo';
import { CategoryLinks, SubcategoryLinks } from './CategoryLinks';
import { LanguageSwitch } from './LanguageSwitch';

const TITLE_ID = 'drawer-title';
const ROW =
  'flex w-full items-center justify-between px-5 py-3 text-left text-base font-medium hover:bg-sand';

/** The header's entries for small screens and phones, in a panel from the left. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { header } = useRootData();
  const session = useSession();
  const openAuth = useOpenAuth();
  const client = useApi();
  // Kept while the drawer is closed, so it opens again as it was left.
  const [expanded, setExpanded] = useState<number | null>(null);

  const startAuth = (mode: 'login' | 'register') => {
    onClose();
    openAuth(mode);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={TITLE_ID}
      className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 text-navy shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <DialogHeader
          titleId={TITLE_ID}
          title={t('header.menuTitle')}
          titleClassName="sr-only"
          className="px-5 py-3"
          label={t('header.closeMenu')}
          onClose={onClose}
          iconSize={24}
        >
          <Logo />
        </DialogHeader>

        <div className="flex-1 overflow-y-auto pb-6">
          <div className="px-5 py-4">
            <SearchForm />
          </div>

          <section aria-label={t('header.accountButton')} className="border-y border-navy/10 py-2">
            {session ? (
              <>
                <p className="px-5 py-2 text-sm text-navy/70">
                  {t('header.greeting', { name: session.nickname || session.email })}
                </p>
                {ACCOUNT_LINKS.map((link) => (
                  <a key={link.href} href={link.href} className={`${ROW} text-navy`}>
                    {t(link.label)}
                  </a>
                ))}
                <button type="button" className={`${ROW} text-navy`} onClick={() => void logout(client)}>
                  {t('account.logout')}
                </button>
              </>
            ) : (
              <div className="grid grid-cols-2 gap-3 px-5 py-2">
                <button
                  type="button"
                  onClick={() => startAuth('login')}
                  className="h-11 rounded-full border border-navy/20 font-semibold text-navy hover:bg-sand"
                >
                  {t('account.login')}
                </button>
                <button
                  type="button"
                  onClick={() => startAuth('register')}
                  className="h-11 rounded-full bg-coral font-semibold text-navy hover:bg-[#ff836f]"
                >
                  {t('account.register')}
                </button>
              </div>
            )}
            <div className="px-3">
              <CartLink showLabel />
            </div>
          </section>

          <DrawerCategories expanded={expanded} onExpand={setExpanded} />

          <div className="mx-5 mt-2 grid gap-3 rounded-xl bg-sand p-4 text-sm">
            <p className="font-medium">{header.title}</p>
            <a href={telHref(header.mobile)} className="inline-flex items-center gap-2 font-semibold">
              <PhoneIcon width={18} height={18} />
              <span className="sr-only">{t('header.phoneLabel')}</span>
              {header.mobile}
            </a>
            <LanguageSwitch tone="light" />
          </div>
        </div>
      </div>
    </Dialog>
  );
}

interface DrawerCategoriesProps {
  /** The category whose sub-categories are shown, if any. */
  expanded: number | null;
  onExpand: (id: number | null) => void;
}

/** The drawer's categories, each opening its sub-categories in place. */
function DrawerCategories({ expanded, onExpand }: DrawerCategoriesProps) {
  const { t } = useTranslation();
  return (
    <CategoryLinks
      className="py-2"
      pageLinkClassName={`${ROW} text-teal-700`}
      renderCategory={(category) => {
        const isOpen = expanded === category.id;
        const listId = `drawer-category-${category.id}`;
        return (
          <>
            <div className="flex items-center">
              <a href={categoryHref(category.id, 1)} className={`${ROW} flex-1 text-navy`}>
                {category.typeName}
              </a>
              {category.subclassVOList.length > 0 ? (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  aria-label={t('header.showSubcategories', { name: category.typeName })}
                  onClick={() => onExpand(isOpen ? null : category.id)}
                  className="mr-2 rounded-full p-2.5 text-navy/70 hover:bg-sand"
                >
                  <ChevronDownIcon className={`transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                </button>
              ) : null}
            </div>
            {category.subclassVOList.length > 0 ? (
              <SubcategoryLinks
                category={category}
                id={listId}
                hidden={!isOpen}
                className="bg-sand/60 py-1"
                linkClassName="block py-2.5 pr-5 pl-9 text-sm text-navy hover:text-coral-700"
              />
            ) : null}
          </>
        );
      }}
    />
  );
}
