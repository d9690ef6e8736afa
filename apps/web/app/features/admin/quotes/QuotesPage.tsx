import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { QuoteFilters } from './QuoteFilters';
import { QuotesTable } from './QuotesTable';
import { type QuotesQuery, quotesPath } from './quote-query';

interface QuotesPageProps {
  query: QuotesQuery;
  result: AdminCallOutput<'adminQuoteList'>;
}

/** /admin/quotes: the custom quotes, newest first, by status and search, each leading to its screen. */
export function QuotesPage({ query, result }: QuotesPageProps) {
  const labels = useAdminTexts().quotes;
  return (
    <div className="grid gap-5">
      <ListHeading title={labels.title} found={interpolate(labels.found, { count: result.total })} />
      <QuoteFilters query={query} />
      <ListResults
        rows={result.list.length}
        empty={labels.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => quotesPath({ ...query, page })}
      >
        <QuotesTable rows={result.list} />
      </ListResults>
    </div>
  );
}
