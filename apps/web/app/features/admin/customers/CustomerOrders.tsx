import { type admin, formatMoney } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { orderPath } from '../orders/order-query';
import { CancelledChip, PaymentChip } from '../orders/StatusChips';
import { AdminSection } from '../ui/AdminSection';
import { ordersOfCustomerPath } from './customer-query';

/** The customer's newest orders, each leading to its screen; all of them on the orders list. */
export function CustomerOrders({ customer }: { customer: admin.CustomerProfile }) {
  const texts = useAdminTexts();
  const labels = texts.customer.orders;
  const { lang } = useRootData();
  const clock = useAdminTime();
  const more =
    customer.orderCount > customer.orders.length ? (
      <Link
        to={ordersOfCustomerPath(customer.email)}
        className="text-sm font-semibold text-teal-800 hover:underline"
      >
        {interpolate(labels.all, { count: customer.orderCount })}
      </Link>
    ) : null;
  return (
    <AdminSection id="customer-orders" title={labels.title} aside={more}>
      {customer.orders.length === 0 ? (
        <p className="text-sm text-navy/70">{labels.none}</p>
      ) : (
        <ul className="grid divide-y divide-navy/10 text-sm">
          {customer.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5">
              <Link
                to={orderPath(order.id)}
                className="font-mono font-semibold text-teal-800 hover:underline"
              >
                {order.orderNo}
              </Link>
              <time dateTime={order.createTime} className="text-navy/70">
                {clock.time(order.createTime)}
              </time>
              <span className="text-navy/70">{interpolate(labels.items, { count: order.itemCount })}</span>
              <span className="flex gap-2">
                <PaymentChip order={order} />
                {order.cancelled ? <CancelledChip /> : null}
              </span>
              <span className="ml-auto font-semibold tabular-nums">
                {formatMoney(order.totalAmount, lang)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
