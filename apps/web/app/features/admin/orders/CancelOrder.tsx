import { admin, formatMoney } from '@printshop/contract';
import { useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { DANGER_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ReasonField } from '../ui/ReasonField';
import { useOrderAction } from './use-order-action';

/**
 * Cancels the order, an owner's decision that cannot be undone: a confirm step that says what
 * happens to the money and asks the reason the customer and the records will read.
 */
export function CancelOrder({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const labels = texts.order.cancel;
  const { run, busy } = useOrderAction();
  const [open, setOpen] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const paid = formatMoney(order.totalAmount - order.refunded, lang);

  async function cancel(form: HTMLFormElement) {
    const reason = String(new FormData(form).get('reason')).trim();
    setMissingReason(reason === '');
    if (reason === '') return;
    const cancelled = await run(async (client) => {
      const { refunded } = await client.call('cancelOrder', { id: order.id, reason });
      const { done } = texts.order;
      return refunded > 0
        ? interpolate(done.cancelRefunded, { amount: formatMoney(refunded, lang) })
        : done.cancel;
    });
    if (cancelled) setOpen(false);
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={DANGER_BUTTON}>
        {labels.open}
      </button>
      <ConfirmDialog
        open={open}
        title={interpolate(labels.title, { orderNo: order.orderNo })}
        confirm={labels.confirm}
        keep={labels.keep}
        busy={busy}
        danger
        onClose={() => setOpen(false)}
        onConfirm={cancel}
      >
        <p className="text-sm">
          {order.paymentStatus === 'paid' ? interpolate(labels.refund, { amount: paid }) : labels.noRefund}
        </p>
        <ReasonField
          label={labels.reason}
          max={admin.PRODUCTION_MAX_LENGTH.cancelReason}
          missing={missingReason ? labels.reasonMissing : null}
        />
      </ConfirmDialog>
    </>
  );
}
