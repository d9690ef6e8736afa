import { ORDER_FILTER } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { ChevronDownIcon } from '~/ui/icons';
import { type OrderListParams, orderListHref } from './order-params';

const FILTERS = [
  { sta: ORDER_FILTER.onHold, label: 'ordersPage.filter.onHold' },
  { sta: ORDER_FILTER.open, label: 'ordersPage.filter.open' },
  { sta: ORDER_FILTER.all, label: 'ordersPage.filter.all' },
] as const;

/**
 * On hold, open, all: links on wide screens, a dropdown on small ones. A new filter keeps the
 * search text and starts again at page 1.
 */
export function OrderFilters({ params }: { params: OrderListParams }) {
  const { t } = useTranslation();
  const hrefFor = (sta: OrderListParams['sta']) => orderListHref({ ...params, sta, page: 1 });
  return (
    <>
      <nav aria-label={t('ordersPage.filter.label')} className="max-md:hidden">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map(({ sta, label }) => {
            const active = sta === params.sta;
            return (
              <li key={sta}>
                <a
                  href={hrefFor(sta)}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
                    active ? 'bg-navy text-white' : 'border border-navy/15 bg-white text-navy hover:bg-sand'
                  }`}
                >
                  {t(label)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="relative md:hidden">
        <select
          aria-label={t('ordersPage.filter.label')}
          value={hrefFor(params.sta)}
          onChange={(event) => window.location.assign(event.target.value)}
          className="h-12 w-full appearance-none rounded-xl border border-navy/15 bg-white pr-10 pl-4 text-base font-semibold text-navy shadow-sm outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal/30"
        >
          {FILTERS.map(({ sta, label }) => (
            <option key={sta} value={hrefFor(sta)}>
              {t(label)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-navy/60" />
      </div>
    </>
  );
}
