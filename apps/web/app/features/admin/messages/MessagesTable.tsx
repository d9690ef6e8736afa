import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useOpenedFrom } from '../lib/opened-from';
import { OpenRowCell } from '../ui/OpenRowCell';
import { TableHead } from '../ui/TableHead';
import { messagePath } from './message-query';

const CELL = 'px-3 py-2.5 align-top';

/**
 * One page of the inbox: who wrote, the start of what they wrote, when, who looks after it and how
 * many replies it has, with the link to its screen. On a phone each row is a card of labelled
 * cells (admin.css).
 */
export function MessagesTable({ rows }: { rows: admin.AdminMessageRow[] }) {
  const texts = useAdminTexts();
  const labels = texts.messages;
  const { columns } = labels;
  const clock = useAdminTime();
  const from = useOpenedFrom();
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[52rem]">
        <TableHead
          titles={[columns.from, columns.message, columns.received, columns.assignee, columns.replies]}
          actions={columns.actions}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-navy/5 last:border-0">
              <td data-label={columns.from} className={CELL}>
                <span className="grid">
                  <span className="font-medium">{row.name}</span>
                  <span className="text-xs break-all text-navy/70">{row.email}</span>
                  {row.companyName ? <span className="text-xs text-navy/70">{row.companyName}</span> : null}
                </span>
              </td>
              <td data-label={columns.message} className={`${CELL} max-w-md`}>
                <span className="line-clamp-2 break-words">{row.excerpt}</span>
              </td>
              <td data-label={columns.received} className={`${CELL} md:whitespace-nowrap`}>
                <time dateTime={row.createTime}>{clock.time(row.createTime)}</time>
              </td>
              <td data-label={columns.assignee} className={CELL}>
                {row.assignee?.name ?? labels.nobody}
              </td>
              <td data-label={columns.replies} className={`${CELL} tabular-nums`}>
                {row.replies}
              </td>
              <OpenRowCell
                to={messagePath(row.id)}
                from={from}
                label={interpolate(labels.openLabel, { name: row.name })}
                text={labels.open}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
