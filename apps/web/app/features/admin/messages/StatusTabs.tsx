import { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { useAdminTexts } from '../i18n/admin-texts';
import { type MessagesQuery, messagesSearch } from './message-query';

/** The inbox's open and closed messages, each a view of the same filters from its first page. */
export function StatusTabs({ query }: { query: MessagesQuery }) {
  const texts = useAdminTexts();
  const labels = texts.messages;
  return (
    <nav aria-label={labels.statusTabs} className="flex gap-1 border-b border-navy/10">
      {admin.MESSAGE_STATUSES.map((status) => {
        const current = status === query.status;
        return (
          <Link
            key={status}
            to={{ search: messagesSearch({ ...query, status, page: 1 }) }}
            aria-current={current ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              current ? 'border-navy text-navy' : 'border-transparent text-navy/70 hover:text-navy'
            }`}
          >
            {labels.statuses[status]}
          </Link>
        );
      })}
    </nav>
  );
}
