import { type api, formatMoney } from '@printshop/contract';
import { PayNowButton } from '~/features/checkout/PayOrderDialog';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';
import { DesignFiles } from './DesignFiles';
import { formatDay } from './dates';
import { orderDetailHref } from './order-params';
import { canPay, canReorder } from './order-standing';
import { PromisedShipDay } from './PromisedShipDay';
import { ReorderButton } from './ReorderButton';
import { StatusBadge } from './StatusBadge';

/** One order in the list: its number, date, status, total, pieces, recipient and every item. */
export function OrderCard({ order }: { order: api.OrderSummary }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const headingId = `order-${order.id}`;
  const ship = order.sAddressbo;
  const reorderable = canReorder(order);
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-navy/10 bg-white shadow-sm"
    >
      <header className="grid gap-3 border-b border-navy/10 bg-sand/60 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={headingId} className="font-bold break-all">
              {t('ordersPage.card.orderNo', { no: order.orderNo })}
            </h2>
            <p className="text-sm text-navy/70">
              {t('ordersPage.card.placed', { date: formatDay(order.createTime, lang) })}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <StatusBadge order={order} />
            {canPay(order) ? <PayNowButton order={order} /> : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:flex sm:flex-wrap">
          <div>
            <dt className="text-navy/70">{t('ordersPage.card.total')}</dt>
            <dd className="font-semibold">{formatMoney(order.totalAmount, lang)}</dd>
          </div>
          <div>
            <dt className="text-navy/70">{t('ordersPage.card.pieces')}</dt>
            <dd className="font-semibold">{order.qty}</dd>
          </div>
          <div className="col-span-2 min-w-0">
            <dt className="text-navy/70">{t('ordersPage.card.shipTo')}</dt>
            <dd className="font-semibold break-words">
              {ship.firstname} {ship.lastname}, {[ship.city, ship.country].filter(Boolean).join(', ')}
            </dd>
          </div>
        </dl>
      </header>
      <ul aria-label={t('ordersPage.card.items', { no: order.orderNo })} className="divide-y divide-navy/10">
        {order.busOrderItemList.map((item) => (
          <li
            key={item.id}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-4 px-4 py-4 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto] sm:px-6"
          >
            <Img
              src={item.productImg}
              alt=""
              width={160}
              height={160}
              sizes="88px"
              className="aspect-square w-full rounded-xl border border-navy/10 bg-sand object-cover"
            />
            <div className="grid min-w-0 content-start gap-1.5">
              <h3 className="font-semibold break-words">{item.productName}</h3>
              <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-navy/75">
                {item.productAttributeVOList.map((attribute) => (
                  <li key={attribute.key}>
                    {attribute.key}: {attribute.value}
                  </li>
                ))}
              </ul>
              <DesignFiles files={item.filelist} />
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                {item.state === 'proof_sent' ? (
                  // Only the customer can move a proof on: the badge takes them to it.
                  <a
                    href={orderDetailHref(order.id, item.id)}
                    aria-label={t('ordersPage.card.reviewProof', { name: item.productName })}
                    className="inline-flex rounded-full bg-coral px-3 py-1 text-xs font-bold text-navy hover:bg-[#ff836f]"
                  >
                    {t('ordersPage.itemState.proof_sent')}
                  </a>
                ) : (
                  <span className="inline-flex rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-bold text-teal-800">
                    {item.makelStaName}
                  </span>
                )}
                <span className="text-navy/70">{t('ordersPage.card.quantity', { count: item.qty })}</span>
                <PromisedShipDay item={item} />
              </p>
            </div>
            <div className="col-span-2 grid gap-2 self-center sm:col-span-1">
              <a
                href={orderDetailHref(order.id, item.id)}
                aria-label={t('ordersPage.card.viewDetailsOf', { name: item.productName })}
                className="inline-flex h-10 items-center justify-center rounded-full border border-navy/20 px-4 text-sm font-semibold whitespace-nowrap hover:bg-sand"
              >
                {t('ordersPage.card.viewDetails')}
              </a>
              {reorderable ? <ReorderButton itemId={item.id} name={item.productName} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
