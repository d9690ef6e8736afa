import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { ordersPath, ordersQueryOf } from '../orders/order-query';
import { CountTile } from './CountTile';

/**
 * Orders not paid yet, apart from the production line's counts (their items are not produced):
 * pending and declined, each a link to the orders with that payment status.
 */
export function AwaitingPayment({ counts }: { counts: admin.Dashboard['awaitingPayment'] }) {
  const texts = useAdminTexts();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {admin.UNPAID_STATUSES.map((payment) => (
        <li key={payment}>
          <CountTile
            to={ordersPath(ordersQueryOf(new URLSearchParams({ payment })))}
            count={counts[payment] ?? 0}
            label={texts.paymentStatuses[payment]}
          />
        </li>
      ))}
    </ul>
  );
}
