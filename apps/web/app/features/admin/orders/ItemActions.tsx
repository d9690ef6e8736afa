import { admin, routeHref } from '@printshop/contract';
import { useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminApi } from '../lib/admin-api';
import { ADMIN_ENDPOINTS } from '../lib/admin-endpoints';
import { useStaffMember } from '../shell/staff-member';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { awaitsPayment, canReprint, itemActions, moveBackTarget } from './item-actions';
import { hasTicket } from './job-tickets';
import { MoveBack } from './MoveBack';
import { Reprint } from './Reprint';
import { SendProofForm } from './SendProofForm';
import { ShipForm } from './ShipForm';
import { useOrderAction } from './use-order-action';

type Item = admin.AdminOrder['items'][number];

/** The moves that need nothing but a click; a proof and a shipment need a form. */
type ClickMove = Exclude<admin.StaffMove, 'sendProof' | 'ship'>;

const isClick = (move: admin.StaffMove): move is ClickMove => move !== 'sendProof' && move !== 'ship';

const CLICK_CALLS: Record<ClickMove, (client: AdminApi, itemId: number) => Promise<unknown>> = {
  approveFiles: (client, itemId) => client.call('approveFiles', { itemId }),
  print: (client, itemId) => client.call('printItem', { itemId }),
  deliver: (client, itemId) => client.call('deliverItem', { itemId }),
};

/** A click move, made once the staff member has read what it does and confirmed it. */
function MoveButton({ item, move }: { item: Item; move: ClickMove }) {
  const texts = useAdminTexts();
  const { run, busy } = useOrderAction();
  const [open, setOpen] = useState(false);
  const confirm = texts.order.confirm[move];

  async function makeMove() {
    const moved = await run(async (client) => {
      await CLICK_CALLS[move](client, item.id);
      return texts.order.done[move];
    });
    if (moved) setOpen(false);
  }

  return (
    <>
      <button type="button" disabled={busy} onClick={() => setOpen(true)} className={PRIMARY_BUTTON}>
        {texts.order.actions[move]}
      </button>
      <ConfirmDialog
        open={open}
        title={interpolate(confirm.title, {
          item: interpolate(texts.activity.itemOfOrder, { product: item.productName, id: item.id }),
        })}
        confirm={texts.order.actions[move]}
        keep={texts.order.confirm.keep}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={makeMove}
      >
        <p className="text-sm">{confirm.body}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * What the staff member may do with an item now (item-actions.ts), or that it waits for the
 * order's payment, and its job ticket, a page the API renders for printing, opened in a new tab.
 */
export function ItemActions({ item, order }: { item: Item; order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const { role } = useStaffMember();
  if (!admin.can(role, 'production.move')) return null;
  const moves = itemActions(role, item.state, order);
  const backTo = moveBackTarget(role, item, order.timeline);
  return (
    <div className="grid gap-4 border-t border-navy/10 pt-4">
      <div className="flex flex-wrap items-start gap-2">
        {moves.filter(isClick).map((move) => (
          <MoveButton key={move} item={item} move={move} />
        ))}
        {backTo ? <MoveBack item={item} to={backTo} /> : null}
        {canReprint(role, item, order) ? <Reprint item={item} /> : null}
        {hasTicket(item, order) ? (
          <a
            href={routeHref(ADMIN_ENDPOINTS.itemTicket, { itemId: item.id }, lang)}
            target="_blank"
            rel="noopener"
            className={SECONDARY_BUTTON}
          >
            {texts.order.actions.ticket}
          </a>
        ) : null}
      </div>
      {awaitsPayment(order) ? (
        <p className="text-sm text-navy/75">{texts.order.actions.awaitingPayment}</p>
      ) : null}
      {moves.includes('sendProof') ? <SendProofForm itemId={item.id} /> : null}
      {moves.includes('ship') ? <ShipForm itemId={item.id} /> : null}
    </div>
  );
}
