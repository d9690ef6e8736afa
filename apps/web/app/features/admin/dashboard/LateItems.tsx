import type { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { LATE_ORDERS, orderPath } from '../orders/order-query';
import { ItemStateChip } from '../orders/StatusChips';

/**
 * The most overdue items (admin.DASHBOARD_LATE_ITEMS of them), each with its order's link, and
 * the list of every late order, the most overdue first.
 */
export function LateItems({ late }: { late: admin.Dashboard['late'] }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const labels = texts.dashboard.late;
  if (late.count === 0) return <p className="text-sm text-navy/70">{labels.none}</p>;
  return (
    <>
      {late.count > late.items.length ? (
        <p className="text-sm text-navy/70">
          {interpolate(labels.more, { shown: late.items.length, count: late.count })}
        </p>
      ) : null}
      <ul className="grid divide-y divide-navy/10">
        {late.items.map((item) => (
          <li key={item.itemId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <Link to={orderPath(item.orderId)} className="font-semibold text-teal-800 hover:underline">
              {item.orderNo}
            </Link>
            <span className="min-w-0 flex-1">{item.productName}</span>
            <ItemStateChip state={item.state} />
            <span className="text-coral-800">{interpolate(labels.due, { date: clock.day(item.dueAt) })}</span>
          </li>
        ))}
      </ul>
      <Link
        to={LATE_ORDERS}
        className="justify-self-start text-sm font-semibold text-teal-800 hover:underline"
      >
        {labels.all}
      </Link>
    </>
  );
}
