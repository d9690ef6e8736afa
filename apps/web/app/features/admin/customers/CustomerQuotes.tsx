import type { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { QuoteStatusChip } from '../quotes/QuoteStatusChip';
import { quotePath } from '../quotes/quote-query';
import { AdminSection } from '../ui/AdminSection';

/** The quotes the customer asked for, logged in or with their email, the newest first, each leading to its screen. */
export function CustomerQuotes({ customer }: { customer: admin.CustomerProfile }) {
  const texts = useAdminTexts();
  const labels = texts.customer.quotes;
  const clock = useAdminTime();
  const { quotes } = customer;
  return (
    <AdminSection id="customer-quotes" title={labels.title}>
      {quotes.length === 0 ? (
        <p className="text-sm text-navy/70">{labels.none}</p>
      ) : (
        <ul className="grid divide-y divide-navy/10 text-sm">
          {quotes.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5">
              <Link to={quotePath(quote.id)} className="font-semibold text-teal-800 hover:underline">
                {quote.productName || labels.noProduct}
              </Link>
              {quote.qty !== null ? (
                <span className="tabular-nums text-navy/70">
                  {interpolate(labels.quantity, { qty: quote.qty })}
                </span>
              ) : null}
              <time dateTime={quote.createTime} className="text-navy/70">
                {clock.time(quote.createTime)}
              </time>
              <span className="ml-auto">
                <QuoteStatusChip status={quote.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {customer.quoteCount > quotes.length ? (
        <p className="text-xs text-navy/70">
          {interpolate(labels.more, { shown: quotes.length, count: customer.quoteCount })}
        </p>
      ) : null}
    </AdminSection>
  );
}
