import { admin } from '@printshop/contract';
import { useId } from 'react';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { type AdminApi, adminHref } from '../lib/admin-api';
import { ADMIN_ENDPOINTS } from '../lib/admin-endpoints';
import { useStaffMember } from '../shell/staff-member';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { type ItemAction, itemActions } from './item-actions';
import { SendProofForm } from './SendProofForm';
import { ShipForm } from './ShipForm';
import { useOrderAction } from './use-order-action';

type Item = admin.AdminOrder['items'][number];

/** The moves that need nothing but a click; a proof and a shipment need a form. */
type ClickMove = Exclude<ItemAction['move'], 'sendProof' | 'ship'>;
type ClickAction = ItemAction & { move: ClickMove };

const isClick = (action: ItemAction): action is ClickAction =>
  action.move !== 'sendProof' && action.move !== 'ship';

const CLICK_CALLS: Record<ClickMove, (client: AdminApi, itemId: number) => Promise<unknown>> = {
  approveFiles: (client, itemId) => client.call('approveFiles', { itemId }),
  print: (client, itemId) => client.call('printItem', { itemId }),
  deliver: (client, itemId) => client.call('deliverItem', { itemId }),
};

function MoveButton({ itemId, action }: { itemId: number; action: ClickAction }) {
  const texts = useAdminTexts();
  const { run, busy } = useOrderAction();
  const reasonId = useId();
  const { move, blockedBy } = action;
  return (
    <span className="grid gap-1">
      <button
        type="button"
        disabled={busy || blockedBy !== undefined}
        aria-describedby={blockedBy ? reasonId : undefined}
        onClick={() =>
          run(async (client) => {
            await CLICK_CALLS[move](client, itemId);
            return texts.order.done[move];
          })
        }
        className={PRIMARY_BUTTON}
      >
        {texts.order.actions[move]}
      </button>
      {blockedBy ? (
        <span id={reasonId} className="text-xs text-coral-800">
          {texts.order.actions.blocked[blockedBy]}
        </span>
      ) : null}
    </span>
  );
}

/**
 * What the staff member may do with an item now (item-actions.ts), and its job ticket, a page
 * the API renders for printing, opened in a new tab.
 */
export function ItemActions({ item, order }: { item: Item; order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const { role } = useStaffMember();
  if (!admin.can(role, 'production.move')) return null;
  const actions = itemActions(role, item.state, order);
  const has = (move: ItemAction['move']) => actions.some((action) => action.move === move);
  return (
    <div className="grid gap-4 border-t border-navy/10 pt-4">
      <div className="flex flex-wrap items-start gap-2">
        {actions.filter(isClick).map((action) => (
          <MoveButton key={action.move} itemId={item.id} action={action} />
        ))}
        <a
          href={adminHref(ADMIN_ENDPOINTS.itemTicket, { itemId: item.id }, lang)}
          target="_blank"
          rel="noopener"
          className={SECONDARY_BUTTON}
        >
          {texts.order.actions.ticket}
        </a>
      </div>
      {has('sendProof') ? <SendProofForm itemId={item.id} /> : null}
      {has('ship') ? <ShipForm itemId={item.id} /> : null}
    </div>
  );
}
