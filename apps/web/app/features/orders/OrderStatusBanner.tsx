import type { api } from '@printshop/contract';
import { PayNowButton } from '~/features/checkout/PayOrderDialog';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { formatDay } from './dates';
import { canPay, isCancelled } from './order-standing';

const TONE: Record<api.PaymentStatus | 'cancelled', string> = {
  paid: 'border-teal/40 bg-teal-100',
  pending: 'border-sand-200 bg-white',
  failed: 'border-coral/40 bg-coral-100',
  cancelled: 'border-navy/15 bg-sand',
};

/** The order's status name from the API, what its payment or cancellation means, and Pay now while it is on hold. */
export function OrderStatusBanner({ order }: { order: api.OrderDetail['orderMain'] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const note = order.cancelTime
    ? t('ordersPage.payment.cancelledOn', { date: formatDay(order.cancelTime, lang) })
    : order.paymentStatus !== 'paid'
      ? t(`ordersPage.payment.${order.paymentStatus}`)
      : order.paidTime
        ? t('ordersPage.payment.paidOn', { date: formatDay(order.paidTime, lang) })
        : null;
  return (
    <section
      aria-label={t('ordersPage.detail.status')}
      data-testid="order-status"
      className={`grid gap-1 rounded-2xl border px-5 py-4 sm:px-6 ${TONE[isCancelled(order) ? 'cancelled' : order.paymentStatus]}`}
    >
      <p className="text-lg font-bold">{order.orderStatusName}</p>
      {note ? <p className="text-sm">{note}</p> : null}
      {canPay(order) ? <PayNowButton order={order} className="mt-2 justify-self-start" /> : null}
    </section>
  );
}
