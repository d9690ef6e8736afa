import { type api, formatMoney } from '@printshop/contract';
import { PayNowButton } from '~/features/checkout/PayOrderDialog';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { Panel } from '~/ui/Panel';

interface AcceptedOfferProps {
  /** The order the offer became; null when someone else accepted it (or the viewer is not logged in as them). */
  order: api.QuoteOffer['order'];
  /** Just accepted on this page: the payment opens at once. */
  justAccepted?: boolean;
}

/** An accepted offer: its order, to pay or to follow, for the customer who accepted it. */
export function AcceptedOffer({ order, justAccepted = false }: AcceptedOfferProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <Panel title={t('offerPage.accepted.title')}>
      {!order ? (
        <p>{t('offerPage.accepted.other')}</p>
      ) : (
        <div className="grid gap-4">
          <p>
            {order.paid
              ? t('offerPage.accepted.paid', { orderNo: order.orderNo })
              : t('offerPage.accepted.unpaid', {
                  orderNo: order.orderNo,
                  amount: formatMoney(order.totalAmount, lang),
                })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {order.paid ? null : <PayNowButton order={order} startOpen={justAccepted} />}
            <a
              href={`/orderDetail?no=${order.id}`}
              className="font-semibold text-teal-800 underline underline-offset-2"
            >
              {t('offerPage.accepted.view')}
            </a>
          </div>
        </div>
      )}
    </Panel>
  );
}
