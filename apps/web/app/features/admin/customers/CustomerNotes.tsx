import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { useOrderAction } from '../orders/use-order-action';
import { StaffNotes } from '../ui/StaffNotes';

/** Staff's notes on the customer, newest first, which the customer never sees; and a new one. */
export function CustomerNotes({ customer }: { customer: admin.CustomerProfile }) {
  const texts = useAdminTexts();
  const { run, busy } = useOrderAction();
  const add = (text: string) =>
    run(async (client) => {
      await client.call('addCustomerNote', { id: customer.id, text });
      return texts.order.notes.added;
    });
  return (
    <StaffNotes
      id="customer-notes"
      notes={customer.notes}
      max={admin.CUSTOMER_LIMITS.note}
      onAdd={add}
      busy={busy}
    />
  );
}
