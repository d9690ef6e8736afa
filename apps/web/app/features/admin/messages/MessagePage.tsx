import { admin } from '@printshop/contract';
import { Link, useLocation } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { backToList } from '../lib/opened-from';
import { AdminSection } from '../ui/AdminSection';
import { Chip } from '../ui/Chip';
import { LinkedText } from '../ui/LinkedText';
import { AssignForm } from './AssignForm';
import { MessageSender } from './MessageSender';
import { MessageThread } from './MessageThread';
import { StatusButton } from './StatusButton';

/** /admin/messages/:id: a contact message, its sender, its replies, and what staff do with it. */
export function MessagePage({ message }: { message: admin.AdminMessage }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const location = useLocation();
  const labels = texts.message;
  return (
    <div className="grid gap-5">
      <header className="grid gap-3">
        <Link
          to={backToList(location.state, admin.ADMIN_SCREENS.messages.path)}
          className="text-sm font-semibold text-teal-800 hover:underline"
        >
          ← {labels.back}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">
              {interpolate(labels.title, { name: message.name })}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-navy/70">
              {interpolate(labels.received, { time: clock.time(message.createTime) })}
              <Chip tone={message.status === 'open' ? 'todo' : 'done'}>
                {texts.messages.statuses[message.status]}
              </Chip>
              {message.closedTime
                ? interpolate(labels.closedAt, { time: clock.time(message.closedTime) })
                : null}
            </p>
          </div>
          <StatusButton message={message} />
        </div>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
        <div className="grid min-w-0 gap-5">
          <AdminSection id="message-content" title={labels.content}>
            <p className="text-sm whitespace-pre-line break-words">
              <LinkedText text={message.content} />
            </p>
          </AdminSection>
          <MessageThread message={message} />
        </div>
        <div className="grid min-w-0 gap-5">
          <MessageSender message={message} />
          <AssignForm message={message} />
        </div>
      </div>
    </div>
  );
}
