import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useOrderAction } from '../orders/use-order-action';
import { CardTable } from '../ui/CardTable';
import { RowAction } from '../ui/RowAction';
import { RowActionsCell } from '../ui/RowActionsCell';

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
    <CardTable
      minWidth="md:min-w-[48rem]"
      titles={[columns.to, columns.subject, columns.failedTime, columns.attempts, columns.error]}
      actions={columns.actions}
    >
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
          <RowActionsCell>
            <RowAction
              kind="change"
              label={interpolate(labels.retryOf, { subject: mail.subject, to: mail.to })}
              onClick={() => !busy && retry(mail)}
            >
              {labels.retry}
            </RowAction>
          </RowActionsCell>
        </tr>
      ))}
    </CardTable>
  );
}
