import { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { useAdminTexts } from '../i18n/admin-texts';
import { ordersPath, ordersQueryOf } from '../orders/order-query';

/** How many items wait in each state, each a link to the orders with an item there. */
export function ItemsPerState({ counts }: { counts: admin.Dashboard['itemsPerState'] }) {
  const texts = useAdminTexts();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {admin.ITEM_STATES.map((state) => (
        <li key={state}>
          <Link
            to={ordersPath(ordersQueryOf(new URLSearchParams({ state })))}
            className="grid h-full gap-0.5 rounded-lg border border-navy/10 p-3 hover:border-teal-700 hover:bg-teal-100/40"
          >
            <span className="text-2xl font-bold tabular-nums">{counts[state] ?? 0}</span>
            <span className="text-sm text-navy/75">{texts.itemStates[state]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
