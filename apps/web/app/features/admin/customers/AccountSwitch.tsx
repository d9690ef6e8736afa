import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useOrderAction } from '../orders/use-order-action';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * Disables the customer's account, after saying what that does (every session ends at once, no
 * log-in nor password reset until it is enabled), or enables a disabled one again at once.
 */
export function AccountSwitch({ customer }: { customer: admin.CustomerProfile }) {
  const texts = useAdminTexts();
  const labels = texts.customer.account;
  const { run, busy } = useOrderAction();
  const [asking, setAsking] = useState(false);
  const { id, email } = customer;

  if (customer.disabledTime) {
    return (
      <button
        type="button"
        disabled={busy}
        onClick={() => run((client) => client.callWithMsg('enableCustomer', { id }).then(({ msg }) => msg))}
        className={SECONDARY_BUTTON}
      >
        {busy ? texts.order.actions.working : labels.enable}
      </button>
    );
  }

  async function disable() {
    const done = await run((client) => client.callWithMsg('disableCustomer', { id }).then(({ msg }) => msg));
    if (done) setAsking(false);
  }

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={DANGER_BUTTON}>
        {labels.disable}
      </button>
      <ConfirmDialog
        open={asking}
        title={interpolate(labels.disableTitle, { email })}
        confirm={labels.disable}
        keep={labels.keep}
        busy={busy}
        danger
        onClose={() => setAsking(false)}
        onConfirm={disable}
      >
        <p className="text-sm">{labels.disableBody}</p>
      </ConfirmDialog>
    </>
  );
}
