import { type admin, formatMoney } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useOpenedFrom } from '../lib/opened-from';
import { OpenRowCell } from '../ui/OpenRowCell';
import { TableHead } from '../ui/TableHead';
import { QuoteStatusChip } from './QuoteStatusChip';
import { quotePath } from './quote-query';

const CELL = 'px-3 py-2.5 align-top';

/**
 * One page of the inbox: the quote, when it was asked, who asked, for what, where it stands and
 * the offer's total and last day, with the link to its screen. On a phone each row is a card of
 * labelled cells (admin.css).
 */
export function QuotesTable({ rows }: { rows: admin.AdminQuoteRow[] }) {
  const labels = useAdminTexts().quotes;
  const { columns } = labels;
  const { lang } = useRootData();
  const clock = useAdminTime();
  const from = useOpenedFrom();
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[56rem]">
        <TableHead
          titles={[
            columns.reference,
            columns.asked,
            columns.customer,
            columns.product,
            columns.status,
            columns.offer,
            columns.validUntil,
          ]}
          actions={columns.actions}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-navy/5 last:border-0">
              <td data-label={columns.reference} className={`${CELL} font-mono font-semibold`}>
                {row.reference}
              </td>
              <td data-label={columns.asked} className={`${CELL} md:whitespace-nowrap`}>
                <time dateTime={row.createTime}>{clock.time(row.createTime)}</time>
              </td>
              <td data-label={columns.customer} className={CELL}>
                <span className="grid">
                  <span className="font-medium">{row.appellation}</span>
                  <span className="text-xs break-all text-navy/70">{row.email}</span>
                  {row.companyName ? <span className="text-xs text-navy/70">{row.companyName}</span> : null}
                </span>
              </td>
              <td data-label={columns.product} className={`${CELL} break-words`}>
                {row.productName || labels.none}
              </td>
              <td data-label={columns.status} className={CELL}>
                <QuoteStatusChip status={row.status} />
              </td>
              <td data-label={columns.offer} className={`${CELL} tabular-nums whitespace-nowrap`}>
                {row.offerTotal === null ? labels.none : formatMoney(row.offerTotal, lang)}
              </td>
              <td data-label={columns.validUntil} className={`${CELL} md:whitespace-nowrap`}>
                {row.validUntil ? clock.day(row.validUntil) : labels.none}
              </td>
              <OpenRowCell
                to={quotePath(row.id)}
                from={from}
                label={interpolate(labels.openLabel, { reference: row.reference })}
                text={labels.open}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
