import type { admin } from '@printshop/contract';
import type { ReactNode } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { DesignFiles } from '../orders/FileLinks';
import { AdminSection } from '../ui/AdminSection';
import { LinkedText } from '../ui/LinkedText';

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-navy/70">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** What the customer asked for, as the quote form sent it, and the images they attached. */
export function QuoteRequest({ quote }: { quote: admin.AdminQuote }) {
  const labels = useAdminTexts().quote.request;
  const clock = useAdminTime();
  // What the form left empty is left out.
  const details = (
    [
      [labels.product, quote.productName],
      [labels.qty, quote.qty === null ? '' : quote.qty.toLocaleString()],
      [labels.material, quote.material],
      [labels.processing, quote.processing],
      [labels.date, quote.dateRequirements ? clock.day(quote.dateRequirements) : ''],
    ] as const
  ).filter(([, value]) => value !== '');
  return (
    <AdminSection id="quote-request" title={labels.title}>
      {details.length > 0 ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {details.map(([label, value]) => (
            <Detail key={label} label={label}>
              {value}
            </Detail>
          ))}
        </dl>
      ) : null}
      <div className="grid gap-1 text-sm">
        <h3 className="font-semibold">{labels.content}</h3>
        <p className="whitespace-pre-line break-words">
          <LinkedText text={quote.content} />
        </p>
      </div>
      <div className="grid gap-1.5 text-sm">
        <h3 className="font-semibold">{labels.files}</h3>
        {quote.files.length === 0 ? (
          <p className="text-navy/70">{labels.noFiles}</p>
        ) : (
          <DesignFiles files={quote.files} nameOf={(n) => interpolate(labels.file, { n })} />
        )}
      </div>
    </AdminSection>
  );
}
