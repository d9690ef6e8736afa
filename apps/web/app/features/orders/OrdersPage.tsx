import { ORDER_FILTER, PAGE_SIZE } from '@printshop/contract';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { useApiData } from '~/lib/use-api-data';
import { useRequireLogin } from '~/lib/use-require-login';
import { LoadError } from '~/ui/load-states';
import { Pagination } from '~/ui/Pagination';
import { OrderCard } from './OrderCard';
import { OrderFilters } from './OrderFilters';
import { OrderSearch } from './OrderSearch';
import { OrderSkeleton } from './OrderSkeleton';
import { ORDERS_TITLE_ID, OrdersHeader } from './OrdersHeader';
import { type OrderListParams, orderListHref, orderListQuery, parseOrderListParams } from './order-params';

/** My orders (docs/product.md#screens): search, filter and page through the shopper's orders. */
export function OrdersPage() {
  const [searchParams] = useSearchParams();
  const params = parseOrderListParams(searchParams);
  const allowed = useRequireLogin();
  return (
    <div className="bg-sand/50">
      <section
        aria-labelledby={ORDERS_TITLE_ID}
        className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 md:py-12"
      >
        <OrdersHeader />
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_22rem] md:items-center">
          <OrderFilters params={params} />
          <OrderSearch params={params} />
        </div>
        {allowed ? <OrderList params={params} /> : <OrderSkeleton />}
      </section>
    </div>
  );
}

function OrderList({ params }: { params: OrderListParams }) {
  const { t } = useTranslation();
  const { state, reload } = useApiData('queryOrderList', {
    pageSize: PAGE_SIZE.orders,
    pageNum: params.page,
    sta: params.sta,
    queryparam: params.q,
  });
  if (state.status === 'loading') return <OrderSkeleton />;
  if (state.status === 'failed') return <LoadError message={state.message} onRetry={reload} />;

  const { list, total } = state.data;
  const { page: _page, ...kept } = orderListQuery(params);
  const pager =
    total > 0 ? (
      <Pagination
        page={params.page}
        total={total}
        pageSize={PAGE_SIZE.orders}
        hrefFor={(target) => orderListHref({ ...params, page: target })}
        params={kept}
      />
    ) : null;

  return (
    <div className="grid gap-5">
      {params.q ? (
        <p className="text-navy/75 break-words">{t('ordersPage.results', { q: params.q })}</p>
      ) : null}
      {pager}
      {list.length > 0 ? (
        <div className="grid gap-5">
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      ) : (
        <EmptyOrders params={params} pastEnd={total > 0} />
      )}
      {list.length > 0 ? pager : null}
    </div>
  );
}

const EMPTY_TEXT = {
  [ORDER_FILTER.onHold]: 'ordersPage.empty.onHold',
  [ORDER_FILTER.open]: 'ordersPage.empty.open',
  [ORDER_FILTER.all]: 'ordersPage.empty.all',
} as const;

/** Nothing to list: says why for this filter or search, and offers a way on. */
function EmptyOrders({ params, pastEnd }: { params: OrderListParams; pastEnd: boolean }) {
  const { t } = useTranslation();
  const text = pastEnd
    ? t('ordersPage.empty.pastEnd')
    : params.q
      ? t('ordersPage.empty.search', { q: params.q })
      : t(EMPTY_TEXT[params.sta]);
  return (
    <div className="grid justify-items-center gap-4 rounded-3xl bg-white px-4 py-12 text-center shadow-sm">
      <h2 className="text-xl font-bold">{t('ordersPage.empty.title')}</h2>
      <p className="max-w-md text-navy/75 break-words">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {pastEnd ? (
          <a
            href={orderListHref({ ...params, page: 1 })}
            className="inline-flex h-11 items-center rounded-full border border-navy/20 px-6 font-semibold hover:bg-sand"
          >
            {t('ordersPage.empty.firstPage')}
          </a>
        ) : params.q ? (
          <a
            href={orderListHref({ ...params, q: '', page: 1 })}
            className="inline-flex h-11 items-center rounded-full border border-navy/20 px-6 font-semibold hover:bg-sand"
          >
            {t('ordersPage.clearSearch')}
          </a>
        ) : null}
        <a
          href="/"
          className="inline-flex h-11 items-center rounded-full bg-coral px-6 font-bold text-navy hover:bg-[#ff836f]"
        >
          {t('ordersPage.empty.shop')}
        </a>
      </div>
    </div>
  );
}
