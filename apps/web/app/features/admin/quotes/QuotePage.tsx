import { admin } from '@printshop/contract';
import { Link, useLocation } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { backToList } from '../lib/opened-from';
import { DeclineForm } from './DeclineForm';
import { OfferForm } from './OfferForm';
import { QuoteAnswer } from './QuoteAnswer';
import { QuoteCustomer } from './QuoteCustomer';
import { QuoteRequest } from './QuoteRequest';
import { QuoteStatusChip } from './QuoteStatusChip';

/**
 * /admin/quotes/:id: the request, the customer, how the shop answered, and the answers still open:
 * an offer until one is accepted, a refusal while the quote is neither accepted nor declined.
 */
export function QuotePage({ quote }: { quote: admin.AdminQuote }) {
  const labels = useAdminTexts().quote;
  const clock = useAdminTime();
  const location = useLocation();
  const open = quote.status !== 'accepted';
  return (
    <div className="grid gap-5">
      <header className="grid gap-3">
        <Link
          to={backToList(location.state, admin.ADMIN_SCREENS.quotes.path)}
          className="text-sm font-semibold text-teal-800 hover:underline"
        >
          ← {labels.back}
        </Link>
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
            {interpolate(labels.title, { reference: quote.reference })}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-navy/70">
            {interpolate(labels.asked, { time: clock.time(quote.createTime) })}
            <QuoteStatusChip status={quote.status} />
          </p>
        </div>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
        <div className="grid min-w-0 gap-5">
          <QuoteRequest quote={quote} />
          <QuoteAnswer quote={quote} />
          {/* A new form after each answer: it starts from the quote as it is now. */}
          {open ? <OfferForm key={`${quote.status}-${quote.offer?.offerTime}`} quote={quote} /> : null}
          {open && quote.status !== 'declined' ? <DeclineForm key={quote.status} quote={quote} /> : null}
        </div>
        <div className="grid min-w-0 gap-5">
          <QuoteCustomer quote={quote} />
        </div>
      </div>
    </div>
  );
}
