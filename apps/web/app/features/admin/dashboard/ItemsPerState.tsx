import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { ordersPath, ordersQueryOf } from '../orders/order-query';
import { CountTile } from './CountTile';

/** How many items wait in each state, each a link to the orders with an item there. */
export function ItemsPerState({ counts }: { counts: admin.Dashboard['itemsPerState'] }) {
  const texts = useAdminTexts();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {admin.ITEM_STATES.map((state) => (
        <li key={state}>
          <CountTile
            to={ordersPath(ordersQueryOf(new URLSearchParams({ state })))}
            count={counts[state] ?? 0}
            label={texts.itemStates[state]}
          />
        </li>
      ))}
    </ul>
  );
}
