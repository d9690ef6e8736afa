import { type admin, formatMoney } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { orderPath } from '../orders/order-query';
import { AdminSection } from '../ui/AdminSection';
import { Chip } from '../ui/Chip';
import { LinkedText } from '../ui/LinkedText';

/** How the shop answered: the offer sent (and the order it became), or the refusal. */
export function QuoteAnswer({ quote }: { quote: admin.AdminQuote }) {
  const labels = useAdminTexts().quote;
  const clock = useAdminTime();
  const { lang } = useRootData();
  const { offer, decline, order } = quote;
  return (
    <>
      {order ? (
        <AdminSection
          id="quote-order"
          title={labels.order.title}
          aside={
            <Chip tone={order.paid ? 'done' : 'waiting'}>
              {order.paid ? labels.order.paid : labels.order.unpaid}
            </Chip>
          }
        >
          <p className="text-sm">
            <Link to={orderPath(order.id)} className="font-semibold text-teal-800 underline">
              {interpolate(labels.order.when, { time: clock.time(order.acceptTime), orderNo: order.orderNo })}
            </Link>
          </p>
        </AdminSection>
      ) : null}
      {decline ? (
        <AdminSection id="quote-declined" title={labels.declined.title}>
          <p className="text-sm text-navy/70">
            {interpolate(labels.declined.when, { time: clock.time(decline.declineTime) })}
          </p>
          <p className="text-sm whitespace-pre-line break-words">
            <LinkedText text={decline.message} />
          </p>
        </AdminSection>
      ) : null}
      {offer ? (
        <AdminSection id="quote-offer" title={labels.offer.title}>
          <p className="text-sm text-navy/70">
            {interpolate(labels.offer.sent, {
              name: offer.offeredBy?.name ?? '',
              time: clock.time(offer.offerTime),
            })}
            {quote.validUntil
              ? ` · ${interpolate(labels.offer.validUntil, { day: clock.day(quote.validUntil) })}`
              : null}
          </p>
          <table className="w-full text-sm">
            <tbody>
              {offer.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the offer's lines are fixed.
                <tr key={index} className="border-b border-navy/5">
                  <td className="py-1.5 pr-3 break-words">{line.title}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">× {line.quantity.toLocaleString()}</td>
                  <td className="py-1.5 pl-3 text-right tabular-nums">{formatMoney(line.price, lang)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <td colSpan={2} className="py-1.5 pr-3">
                  {labels.offer.total}
                </td>
                <td className="py-1.5 pl-3 text-right tabular-nums">
                  {formatMoney(quote.offerTotal ?? 0, lang)}
                </td>
              </tr>
            </tfoot>
          </table>
          {offer.message ? (
            <div className="grid gap-1 text-sm">
              <h3 className="font-semibold">{labels.offer.message}</h3>
              <p className="whitespace-pre-line break-words">
                <LinkedText text={offer.message} />
              </p>
            </div>
          ) : null}
        </AdminSection>
      ) : null}
    </>
  );
}
