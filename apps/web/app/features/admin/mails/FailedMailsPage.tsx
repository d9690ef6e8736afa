import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { FailedMailsTable } from './FailedMailsTable';
import { type FailedMailsQuery, failedMailsPath } from './failed-mails-query';

interface FailedMailsPageProps {
  query: FailedMailsQuery;
  result: AdminCallOutput<'adminFailedMailList'>;
}

/**
 * /admin/mails, for owners: the mails the shop could not send after every try, the latest failure
 * first, a page at a time, each sent again with one button.
 */
export function FailedMailsPage({ query, result }: FailedMailsPageProps) {
  const labels = useAdminTexts().mails;
  return (
    <div className="grid gap-5">
      <ListHeading title={labels.title} found={interpolate(labels.found, { count: result.total })} />
      <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
      <ListResults
        rows={result.list.length}
        empty={labels.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => failedMailsPath({ page })}
      >
        <FailedMailsTable mails={result.list} />
      </ListResults>
    </div>
  );
}
