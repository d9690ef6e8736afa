import { type api, CODE, formatMoney } from '@printshop/contract';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { useApiData } from '~/lib/use-api-data';
import { useRequireLogin } from '~/lib/use-require-login';
import { AddressText } from '~/ui/AddressText';
import { Img } from '~/ui/Img';
import { ChevronLeftIcon } from '~/ui/icons';
import { LoadError } from '~/ui/load-states';
import { DesignFiles } from './DesignFiles';
import { DetailBlock } from './DetailBlock';
import { formatDay } from './dates';
import { OrderSkeleton } from './OrderSkeleton';
import { OrderStatusBanner } from './OrderStatusBanner';
import { OrderTotals } from './OrderTotals';
import { OtherItems } from './OtherItems';
import { parseOrderDetailParams } from './order-params';
import { canReorder } from './order-standing';
import { PromisedShipDay } from './PromisedShipDay';
import { ProofsSection } from './ProofsSection';
import { ReorderButton } from './ReorderButton';
import { ReviewSection } from './ReviewSection';
import { StageTracker } from './StageTracker';

/** Order detail (docs/product.md#screens): one item of one order, with its progress, proofs, totals and addresses. */
export function OrderDetailPage() {
  const [searchParams] = useSearchParams();
  const target = parseOrderDetailParams(searchParams);
  const allowed = useRequireLogin();
  return (
    <div className="bg-sand/50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:py-12">
        {!allowed ? (
          <Loading />
        ) : target ? (
          <OrderDetail orderId={target.orderId} itemId={target.itemId} />
        ) : (
          <OrderNotFound />
        )}
      </div>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <a
      href="/order"
      className="inline-flex h-10 items-center gap-1.5 justify-self-start rounded-full border border-navy/20 bg-white pr-4 pl-2.5 text-sm font-semibold hover:bg-sand"
    >
      <ChevronLeftIcon width={18} height={18} />
      {t('ordersPage.detail.back')}
    </a>
  );
}

function Loading() {
  return (
    <>
      <BackLink />
      <OrderSkeleton cards={1} />
    </>
  );
}

function OrderDetail({ orderId, itemId }: { orderId: number; itemId: number | undefined }) {
  const { state, reload } = useApiData('getOrderDetail', {
    orderId,
    orderItemId: itemId,
  });
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    // Someone else's order answers 404 like a missing one; 400 is a number no order can have.
    if (state.code === CODE.notFound || state.code === CODE.badRequest) return <OrderNotFound />;
    return (
      <>
        <BackLink />
        <LoadError message={state.message} onRetry={reload} />
      </>
    );
  }
  return <OrderView detail={state.data} onAnswered={reload} />;
}

function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <section className="grid justify-items-center gap-4 rounded-3xl bg-white px-4 py-14 text-center shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight">{t('ordersPage.detail.notFoundTitle')}</h1>
      <p className="max-w-md text-navy/75">{t('ordersPage.detail.notFoundText')}</p>
      <a
        href="/order"
        className="inline-flex h-11 items-center rounded-full bg-coral px-6 font-bold text-navy hover:bg-[#ff836f]"
      >
        {t('ordersPage.detail.back')}
      </a>
    </section>
  );
}

/** `onAnswered`: the customer answered a proof; the page loads the item again to show where it is now. */
function OrderView({ detail, onAnswered }: { detail: api.OrderDetail; onAnswered: () => void }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { orderMain: order, dtl: item, sAddress, bAddress } = detail;
  const money = (dollars: number) => formatMoney(dollars, lang);
  const placed = formatDay(order.createTime, lang);

  return (
    <>
      <BackLink />
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-all sm:text-3xl">
          {t('ordersPage.detail.heading', { no: order.orderNo })}
        </h1>
        <p className="text-navy/70">{t('ordersPage.detail.placedOn', { date: placed })}</p>
      </header>

      <OrderStatusBanner order={order} />

      <DetailBlock id="tracker-title" title={t('ordersPage.tracker.label')}>
        <StageTracker item={item} order={order} />
      </DetailBlock>

      <ProofsSection item={item} onAnswered={onAnswered} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <DetailBlock id="item-title" title={t('ordersPage.detail.item')}>
            <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6">
              <Img
                src={item.productImg}
                alt={item.productName}
                width={480}
                height={480}
                sizes="(min-width: 640px) 160px, 96px"
                priority
                className="aspect-square w-full rounded-xl border border-navy/10 bg-sand object-cover"
              />
              <div className="grid min-w-0 content-start gap-2">
                <h3 className="text-lg font-bold break-words">{item.productName}</h3>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="inline-flex rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-bold text-teal-800">
                    {item.makelStaName}
                  </span>
                  <PromisedShipDay item={item} />
                </p>
                {canReorder(order) ? (
                  <ReorderButton itemId={item.id} name={item.productName} className="justify-self-start" />
                ) : null}
              </div>
            </div>
            <h3 className="mt-5 mb-2 font-semibold">{t('ordersPage.detail.attributes')}</h3>
            <dl data-testid="order-attributes" className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
              {detail.attributeslist.map((attribute) => (
                <div key={attribute.key} className="flex justify-between gap-4 border-b border-navy/5 pb-1.5">
                  <dt className="text-navy/70">{attribute.key}</dt>
                  <dd className="text-right font-medium">{attribute.value}</dd>
                </div>
              ))}
            </dl>
            {item.filelist.length > 0 ? (
              <>
                <h3 className="mt-5 mb-2 font-semibold">{t('ordersPage.designs.label')}</h3>
                <DesignFiles files={item.filelist} size="lg" />
              </>
            ) : null}
            <dl className="mt-5 grid grid-cols-3 gap-3 rounded-xl bg-sand/60 p-4 text-sm">
              <div>
                <dt className="text-navy/70">{t('ordersPage.detail.quantity')}</dt>
                <dd className="font-semibold">{item.qty}</dd>
              </div>
              <div>
                <dt className="text-navy/70">{t('ordersPage.detail.unitPrice')}</dt>
                <dd className="font-semibold">{money(item.unitPrice)}</dd>
              </div>
              <div>
                <dt className="text-navy/70">{t('ordersPage.detail.productSubtotal')}</dt>
                <dd data-testid="item-subtotal" className="font-semibold">
                  {money(item.subtotalAmount)}
                </dd>
              </div>
            </dl>
          </DetailBlock>
          <ReviewSection key={item.id} item={item} />
          <OtherItems orderId={order.id} orderNo={order.orderNo} itemId={item.id} />
          {order.remark ? (
            <DetailBlock id="remarks-title" title={t('ordersPage.detail.remarks')}>
              <p className="text-sm whitespace-pre-line break-words">{order.remark}</p>
            </DetailBlock>
          ) : null}
        </div>

        <div className="grid min-w-0 gap-6">
          <DetailBlock id="summary-title" title={t('ordersPage.detail.summary')}>
            <OrderTotals order={order} />
          </DetailBlock>
          <DetailBlock id="info-title" title={t('ordersPage.detail.info')}>
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-navy/75">{t('ordersPage.detail.placed')}</dt>
                <dd>{placed}</dd>
              </div>
              {order.paidTime ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-navy/75">{t('ordersPage.detail.paid')}</dt>
                  <dd>{formatDay(order.paidTime, lang)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4">
                <dt className="text-navy/75">{t('ordersPage.detail.payment')}</dt>
                <dd>{order.payName}</dd>
              </div>
            </dl>
          </DetailBlock>
          <DetailBlock id="shipping-title" title={t('ordersPage.detail.shippingAddress')}>
            <AddressText address={sAddress} className="text-sm leading-relaxed" />
          </DetailBlock>
          {bAddress ? (
            <DetailBlock id="billing-title" title={t('ordersPage.detail.billingAddress')}>
              <AddressText address={bAddress} className="text-sm leading-relaxed" />
            </DetailBlock>
          ) : null}
        </div>
      </div>
    </>
  );
}
