import type { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';
import { Detail } from './QuoteRequest';

/** Who asked, how to reach them, the language their mails are in, and their account if they have one. */
export function QuoteCustomer({ quote }: { quote: admin.AdminQuote }) {
  const texts = useAdminTexts();
  const labels = texts.quote.customer;
  return (
    <AdminSection id="quote-customer" title={labels.title}>
      <p className="grid text-sm">
        <span className="font-semibold break-words">{quote.appellation}</span>
        <a href={`mailto:${quote.email}`} className="break-all text-teal-800 underline">
          {quote.email}
        </a>
      </p>
      {quote.companyName || quote.mobile ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {quote.companyName ? <Detail label={labels.company}>{quote.companyName}</Detail> : null}
          {quote.mobile ? <Detail label={labels.phone}>{quote.mobile}</Detail> : null}
        </dl>
      ) : null}
      <p className="text-sm">
        {interpolate(labels.language, { language: texts.quote.languages[quote.lang] })}
      </p>
      <p className="text-sm">
        {quote.member ? (
          <Link to={`/admin/customers/${quote.member.id}`} className="font-semibold text-teal-800 underline">
            {interpolate(labels.account, { name: quote.member.name || quote.member.email })}
          </Link>
        ) : (
          labels.visitor
        )}
      </p>
    </AdminSection>
  );
}
