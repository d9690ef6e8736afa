import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { AdminSection } from '../ui/AdminSection';
import { Chip } from '../ui/Chip';
import { LinkedText } from '../ui/LinkedText';
import { RecordScreen } from '../ui/RecordScreen';
import { AssignForm } from './AssignForm';
import { MessageSender } from './MessageSender';
import { MessageThread } from './MessageThread';
import { StatusButton } from './StatusButton';

/** /admin/messages/:id: a contact message, its sender, its replies, and what staff do with it. */
export function MessagePage({ message }: { message: admin.AdminMessage }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const labels = texts.message;
  return (
    <RecordScreen
      listPath={admin.ADMIN_SCREENS.messages.path}
      back={labels.back}
      title={interpolate(labels.title, { name: message.name })}
      actions={<StatusButton message={message} />}
      facts={
        <>
          {interpolate(labels.received, { time: clock.time(message.createTime) })}
          <Chip tone={message.status === 'open' ? 'todo' : 'done'}>
            {texts.messages.statuses[message.status]}
          </Chip>
          {message.closedTime ? interpolate(labels.closedAt, { time: clock.time(message.closedTime) }) : null}
        </>
      }
      side={
        <>
          <MessageSender message={message} />
          <AssignForm message={message} />
        </>
      }
    >
      <AdminSection id="message-content" title={labels.content}>
        <p className="text-sm whitespace-pre-line break-words">
          <LinkedText text={message.content} />
        </p>
      </AdminSection>
      <MessageThread message={message} />
    </RecordScreen>
  );
}
