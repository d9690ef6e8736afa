import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { AdminSection } from '../ui/AdminSection';
import { LinkedText } from '../ui/LinkedText';
import { ReplyForm } from './ReplyForm';

/** What staff have answered, oldest first, with who wrote each reply and when; and a new reply. */
export function MessageThread({ message }: { message: admin.AdminMessage }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const labels = texts.message.thread;
  return (
    <AdminSection id="message-thread" title={labels.title}>
      {message.replies.length === 0 ? (
        <p className="text-sm text-navy/70">{labels.none}</p>
      ) : (
        <ol className="grid gap-2">
          {message.replies.map((reply) => (
            <li key={reply.id} className="grid gap-1 rounded-lg bg-sand/50 p-3 text-sm">
              <p className="whitespace-pre-line break-words">
                <LinkedText text={reply.text} />
              </p>
              <p className="text-xs text-navy/70">
                {reply.staff.name} · <time dateTime={reply.createTime}>{clock.time(reply.createTime)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm message={message} />
    </AdminSection>
  );
}
