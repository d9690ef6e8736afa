import { type admin, formatMoney } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { AdminSection } from '../ui/AdminSection';
import { Chip, type ChipTone } from '../ui/Chip';
import { PaymentChip } from './StatusChips';

type Attempt = admin.AdminOrder['payments'][number];

const ATTEMPT_TONE: Record<Attempt['status'], ChipTone> = {
  created: 'waiting',
  succeeded: 'done',
  failed: 'alert',
};

function Line({ term, value, className = '' }: { term: string; value: string; className?: string }) {
  return (
    <>
      <dt className={className}>{term}</dt>
      <dd className={`text-right ${className}`}>{value}</dd>
    </>
  );
}

/** What the order costs, what was paid and refunded, and every payment attempt with its provider. */
export function OrderPayments({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const clock = useAdminTime();
  const labels = texts.order.payment;
  const money = (dollars: number) => formatMoney(dollars, lang);
  return (
    <AdminSection id="order-payment" title={labels.title} aside={<PaymentChip order={order} />}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <Line term={labels.subtotal} value={money(order.subtotal)} />
        {order.discount > 0 ? (
          <Line
            term={order.coupon ? interpolate(labels.coupon, { code: order.coupon }) : labels.discount}
            value={`−${money(order.discount)}`}
          />
        ) : null}
        <Line term={labels.tax} value={money(order.tax)} />
        <Line term={labels.delivery} value={money(order.deliveryfee)} />
        <Line
          term={labels.total}
          value={money(order.totalAmount)}
          className="border-t border-navy/10 pt-1 font-semibold"
        />
        {order.refunded > 0 ? (
          <Line
            term={labels.refunded}
            value={money(order.refunded)}
            className="font-semibold text-coral-800"
          />
        ) : null}
      </dl>
      {order.paidTime ? (
        <p className="text-sm">{interpolate(labels.paidAt, { time: clock.time(order.paidTime) })}</p>
      ) : null}
      {order.refunds.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{labels.refunds}</h3>
          <ul className="grid gap-2 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="grid gap-1 rounded-lg bg-sand/50 p-2.5 [overflow-wrap:anywhere]">
                <p className="font-semibold">
                  {interpolate(labels.refundLine, {
                    amount: money(refund.amount),
                    name: refund.staffName,
                    time: clock.time(refund.createTime),
                  })}
                </p>
                {refund.itemIds.length > 0 ? (
                  <p>
                    {interpolate(labels.refundItems, {
                      items: refund.itemIds.map((id) => `#${id}`).join(', '),
                    })}
                  </p>
                ) : null}
                <p className="text-navy/80">{refund.reason}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{labels.attempts}</h3>
        {order.payments.length === 0 ? (
          <p className="text-sm text-navy/70">{labels.noAttempts}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {order.payments.map((attempt) => (
              <li key={attempt.id} className="grid gap-1 rounded-lg bg-sand/50 p-2.5">
                <p className="flex flex-wrap items-center gap-2">
                  <Chip tone={ATTEMPT_TONE[attempt.status]}>{labels.attemptStatus[attempt.status]}</Chip>
                  <span className="font-semibold">{money(attempt.amount)}</span>
                  <span className="text-navy/70">{clock.time(attempt.createTime)}</span>
                </p>
                <p className="break-all text-xs text-navy/70">
                  {interpolate(labels.provider, { provider: attempt.provider, id: attempt.intentId })}
                </p>
                {attempt.failureMessage ? <p className="text-coral-800">{attempt.failureMessage}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  );
}
