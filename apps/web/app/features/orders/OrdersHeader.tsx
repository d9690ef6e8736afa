import { useTranslation } from '~/i18n/use-translation';
import { useSession } from '~/lib/session';

export const ORDERS_TITLE_ID = 'orders-title';

/** The greeting, the page title and the My orders / My account tabs. */
export function OrdersHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session ? session.nickname || session.email : '';
  const tabs = [
    { href: '/order', label: t('ordersPage.tabOrders'), current: true },
    { href: '/user', label: t('ordersPage.tabAccount'), current: false },
  ];
  return (
    <div className="grid gap-4">
      <div>
        <p data-testid="orders-greeting" className="min-h-6 truncate font-semibold text-coral-700">
          {name ? t('ordersPage.greeting', { name }) : null}
        </p>
        <h1 id={ORDERS_TITLE_ID} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('ordersPage.title')}
        </h1>
      </div>
      <nav aria-label={t('ordersPage.tabsLabel')} className="border-b border-navy/15">
        <ul className="-mb-px flex gap-6">
          {tabs.map((tab) => (
            <li key={tab.href}>
              <a
                href={tab.href}
                aria-current={tab.current ? 'page' : undefined}
                className={`inline-flex h-11 items-center border-b-2 text-sm font-semibold ${
                  tab.current ? 'border-coral text-navy' : 'border-transparent text-navy/65 hover:text-navy'
                }`}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
