import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { BulkActions } from './BulkActions';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';
import { type OrdersQuery, ordersCsvHref, ordersPath, ordersSearch } from './order-query';
import { useViewSelection } from './use-view-selection';

interface OrdersPageProps {
  query: OrdersQuery;
  result: AdminCallOutput<'adminOrderList'>;
}

/**
 * /admin/orders: the orders matching the view's filters, a page at a time, and their CSV export;
 * the orders picked on the page get the bulk actions.
 */
export function OrdersPage({ query, result }: OrdersPageProps) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const view = ordersSearch(query);
  const [selection, setSelection] = useViewSelection(view);
  const picked = result.list.filter((row) => selection[row.id]);
  return (
    <div className="grid gap-5">
      <ListHeading
        title={texts.orders.title}
        found={interpolate(texts.orders.found, { count: result.total })}
      >
        {/* A plain link: the browser downloads it with the staff cookie, in the same filters and order. */}
        <a
          href={ordersCsvHref(query, lang)}
          download
          className="inline-flex h-10 items-center rounded-lg border border-navy/20 bg-white px-4 text-sm font-semibold hover:bg-sand"
        >
          {texts.orders.csv}
        </a>
      </ListHeading>
      <OrderFilters query={query} />
      <BulkActions key={view} rows={picked} query={query} onDone={() => setSelection({})} />
      <ListResults
        rows={result.list.length}
        empty={texts.orders.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => ordersPath({ ...query, page })}
      >
        <OrdersTable
          rows={result.list}
          query={query}
          selection={selection}
          onSelectionChange={setSelection}
        />
      </ListResults>
    </div>
  );
}
