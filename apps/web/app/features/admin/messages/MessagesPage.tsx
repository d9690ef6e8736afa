import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { MessageFilters } from './MessageFilters';
import { MessagesTable } from './MessagesTable';
import { type MessagesQuery, messagesPath } from './message-query';
import { StatusTabs } from './StatusTabs';

interface MessagesPageProps {
  query: MessagesQuery;
  result: AdminCallOutput<'adminMessageList'>;
}

/** /admin/messages: the contact form's messages, open or closed, newest first, each leading to its screen. */
export function MessagesPage({ query, result }: MessagesPageProps) {
  const texts = useAdminTexts();
  const labels = texts.messages;
  return (
    <div className="grid gap-5">
      <ListHeading title={labels.title} found={interpolate(labels.found, { count: result.total })} />
      <StatusTabs query={query} />
      <MessageFilters query={query} />
      <ListResults
        rows={result.list.length}
        empty={labels.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => messagesPath({ ...query, page })}
      >
        <MessagesTable rows={result.list} />
      </ListResults>
    </div>
  );
}
