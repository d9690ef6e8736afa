import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { useSession } from '~/lib/session';
import { useRequireLogin } from '~/lib/use-require-login';
import { ChevronDownIcon, UserIcon } from '~/ui/icons';
import { FormSkeleton } from '~/ui/load-states';
import { CardIcon, KeyIcon, MapPinIcon } from './icons';

/** The shared menu of docs/product.md's account pages, in its order. */
export const ACCOUNT_PAGES = [
  { href: '/user', label: 'accountPages.nav.user', Icon: UserIcon },
  { href: '/password', label: 'accountPages.nav.password', Icon: KeyIcon },
  { href: '/address', label: 'accountPages.nav.address', Icon: MapPinIcon },
  { href: '/paymethod', label: 'accountPages.nav.paymethod', Icon: CardIcon },
] as const;

const ACCOUNT_TITLE_ID = 'account-title';

/**
 * The account area: the menu (a list beside the page, a dropdown on small screens), the
 * page title, and the login check (a placeholder until the browser knows the shopper).
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const allowed = useRequireLogin();

  const current = ACCOUNT_PAGES.find((page) => page.href === pathname) ?? ACCOUNT_PAGES[0];
  const name = session ? session.nickname || session.email : '';

  return (
    <div className="bg-sand/50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10 md:py-12">
        <aside className="grid content-start gap-3">
          <div>
            <p className="text-xs font-bold tracking-wide text-coral-700 uppercase">
              {t('accountPages.nav.label')}
            </p>
            <p data-testid="account-greeting" className="mt-1 min-h-6 truncate font-semibold">
              {name ? t('accountPages.nav.greeting', { name }) : null}
            </p>
          </div>
          <nav aria-label={t('accountPages.nav.label')} className="max-md:hidden">
            <ul className="grid gap-1">
              {ACCOUNT_PAGES.map(({ href, label, Icon }) => {
                const active = href === current.href;
                return (
                  <li key={href}>
                    <a
                      href={href}
                      aria-current={active ? 'page' : undefined}
                      className={`flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors ${
                        active ? 'bg-navy text-white' : 'text-navy hover:bg-white'
                      }`}
                    >
                      <Icon className={active ? 'text-coral' : 'text-navy/60'} />
                      {t(label)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="relative md:hidden">
            <select
              aria-label={t('accountPages.nav.mobileLabel')}
              value={current.href}
              onChange={(event) => window.location.assign(event.target.value)}
              className="h-12 w-full appearance-none rounded-xl border border-navy/15 bg-white pr-10 pl-4 text-base font-semibold text-navy shadow-sm outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal/30"
            >
              {ACCOUNT_PAGES.map(({ href, label }) => (
                <option key={href} value={href}>
                  {t(label)}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-navy/60" />
          </div>
        </aside>

        <section aria-labelledby={ACCOUNT_TITLE_ID} className="min-w-0">
          <h1 id={ACCOUNT_TITLE_ID} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t(current.label)}
          </h1>
          <div className="mt-5">{allowed ? children : <FormSkeleton />}</div>
        </section>
      </div>
    </div>
  );
}
