import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { RecordScreen } from '../ui/RecordScreen';
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
  const open = quote.status !== 'accepted';
  return (
    <RecordScreen
      listPath={admin.ADMIN_SCREENS.quotes.path}
      back={labels.back}
      title={interpolate(labels.title, { reference: quote.reference })}
      facts={
        <>
          {interpolate(labels.asked, { time: clock.time(quote.createTime) })}
          <QuoteStatusChip status={quote.status} />
        </>
      }
      side={<QuoteCustomer quote={quote} />}
    >
      <QuoteRequest quote={quote} />
      <QuoteAnswer quote={quote} />
      {/* A new form after each answer: it starts from the quote as it is now. */}
      {open ? <OfferForm key={`${quote.status}-${quote.offer?.offerTime}`} quote={quote} /> : null}
      {open && quote.status !== 'declined' ? <DeclineForm key={quote.status} quote={quote} /> : null}
    </RecordScreen>
  );
}
