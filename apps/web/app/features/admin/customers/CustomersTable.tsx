import { type admin, formatMoney } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useOpenedFrom } from '../lib/opened-from';
import { OpenRowCell } from '../ui/OpenRowCell';
import { TableHead } from '../ui/TableHead';
import { AccountChip } from './AccountChip';
import { customerPath } from './customer-query';

const CELL = 'px-3 py-2.5 align-top';

/**
 * One page of customers, each with their orders count, what they spent, their last order and
 * whether their account is disabled, and the link to their screen. On a phone each row is a card
 * of labelled cells (admin.css).
 */
export function CustomersTable({ rows }: { rows: admin.AdminCustomerRow[] }) {
  const texts = useAdminTexts();
  const labels = texts.customers;
  const { columns } = labels;
  const { lang } = useRootData();
  const clock = useAdminTime();
  const from = useOpenedFrom();
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[52rem]">
        <TableHead
          titles={[
            columns.name,
            columns.email,
            columns.orders,
            columns.spent,
            columns.lastOrder,
            columns.account,
          ]}
          actions={columns.actions}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-navy/5 last:border-0">
              <td data-label={columns.name} className={`${CELL} font-medium`}>
                {row.name}
              </td>
              <td data-label={columns.email} className={`${CELL} break-all`}>
                {row.email}
              </td>
              <td data-label={columns.orders} className={`${CELL} tabular-nums`}>
                {row.orderCount}
              </td>
              <td data-label={columns.spent} className={`${CELL} tabular-nums whitespace-nowrap`}>
                {formatMoney(row.totalSpent, lang)}
              </td>
              <td data-label={columns.lastOrder} className={CELL}>
                {row.lastOrderTime ? (
                  <time dateTime={row.lastOrderTime}>{clock.day(row.lastOrderTime)}</time>
                ) : (
                  labels.never
                )}
              </td>
              <td data-label={columns.account} className={CELL}>
                <AccountChip disabled={row.disabledTime !== null} />
              </td>
              <OpenRowCell
                to={customerPath(row.id)}
                from={from}
                label={interpolate(labels.openLabel, { email: row.email })}
                text={labels.open}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
