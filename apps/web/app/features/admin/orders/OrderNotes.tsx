import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { useStaffMember } from '../shell/staff-member';
import { StaffNotes } from '../ui/StaffNotes';
import { useOrderAction } from './use-order-action';

/** Staff's notes on the order, newest first, which the customer never sees; and a new one for those who may note orders. */
export function OrderNotes({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { role } = useStaffMember();
  const { run, busy } = useOrderAction();
  const add = (text: string) =>
    run(async (client) => {
      await client.call('addOrderNote', { id: order.id, text });
      return texts.order.notes.added;
    });
  return (
    <StaffNotes
      id="order-notes"
      notes={order.notes}
      max={admin.ADMIN_ORDER_LIMITS.note}
      onAdd={admin.can(role, 'orders.note') ? add : undefined}
      busy={busy}
    />
  );
}
