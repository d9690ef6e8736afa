import { admin } from '@printshop/contract';
import { useNavigation } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { AdminPager } from '../ui/AdminPager';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';
import { type OrdersQuery, ordersCsvHref, ordersPath } from './order-query';

interface OrdersPageProps {
  query: OrdersQuery;
  result: AdminCallOutput<'adminOrderList'>;
}

/** /admin/orders: the orders matching the view's filters, a page at a time, and their CSV export. */
export function OrdersPage({ query, result }: OrdersPageProps) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const loading = useNavigation().state === 'loading';
  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{texts.orders.title}</h1>
          <p role="status" className="text-sm text-navy/70">
            {interpolate(texts.orders.found, { count: result.total })}
          </p>
        </div>
        {/* A plain link: the browser downloads it with the staff cookie, in the same filters and order. */}
        <a
          href={ordersCsvHref(query, lang)}
          download
          className="inline-flex h-10 items-center rounded-lg border border-navy/20 bg-white px-4 text-sm font-semibold hover:bg-sand"
        >
          {texts.orders.csv}
        </a>
      </header>
      <OrderFilters query={query} />
      <div aria-busy={loading} className={`grid gap-4 transition-opacity ${loading ? 'opacity-60' : ''}`}>
        {result.list.length > 0 ? (
          <OrdersTable rows={result.list} query={query} />
        ) : (
          <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
            {texts.orders.empty}
          </p>
        )}
        <AdminPager
          page={query.page}
          total={result.total}
          size={admin.ADMIN_PAGE_SIZE}
          hrefFor={(page) => ordersPath({ ...query, page })}
        />
      </div>
    </div>
  );
}
