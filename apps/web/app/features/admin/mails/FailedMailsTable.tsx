import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useOrderAction } from '../orders/use-order-action';
import { RowAction } from '../ui/RowAction';
import { TableHead } from '../ui/TableHead';

const CELL = 'px-3 py-2.5 align-top';

/**
 * One page of failed mails: to whom, the subject, when the last try failed and after how many,
 * what the mail server answered, and the button that sends the mail again. Sending one again
 * toasts the outcome and loads the list again, which no longer holds it. On a phone each row is
 * a card (admin.css).
 */
export function FailedMailsTable({ mails }: { mails: admin.FailedMail[] }) {
  const labels = useAdminTexts().mails;
  const { columns } = labels;
  const clock = useAdminTime();
  const { run, busy } = useOrderAction();

  const retry = (mail: admin.FailedMail) =>
    run(async (client) => (await client.callWithMsg('adminFailedMailRetry', { mailId: mail.id })).msg);

  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[48rem]">
        <TableHead
          titles={[columns.to, columns.subject, columns.failedTime, columns.attempts, columns.error]}
          actions={columns.actions}
        />
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.id} className="border-b border-navy/5 last:border-0">
              <td data-label={columns.to} className={`${CELL} wrap-anywhere`}>
                {mail.to}
              </td>
              <td data-label={columns.subject} className={`${CELL} wrap-anywhere`}>
                {mail.subject}
              </td>
              <td data-label={columns.failedTime} className={`${CELL} md:whitespace-nowrap`}>
                <time dateTime={mail.failedTime}>{clock.time(mail.failedTime)}</time>
              </td>
              <td data-label={columns.attempts} className={CELL}>
                {mail.attempts}
              </td>
              <td
                data-label={columns.error}
                className={`${CELL} max-w-sm font-mono text-xs wrap-anywhere max-md:col-span-2`}
              >
                {mail.error}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap max-md:col-span-2">
                <RowAction
                  kind="change"
                  label={interpolate(labels.retryOf, { subject: mail.subject, to: mail.to })}
                  onClick={() => !busy && retry(mail)}
                >
                  {labels.retry}
                </RowAction>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
