import { admin, formatMoney } from '@printshop/contract';
import { type FormEvent, useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { useAdminTexts } from '../i18n/admin-texts';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { CountedTextArea } from '../ui/CountedTextArea';
import { useOrderAction } from './use-order-action';

const TITLE_ID = 'cancel-order-title';

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

  const close = () => {
    if (!busy) setOpen(false);
  };

  async function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason')).trim();
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
      <Dialog
        open={open}
        onClose={close}
        labelledBy={TITLE_ID}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-navy shadow-2xl"
      >
        <form noValidate onSubmit={cancel} className="grid gap-4 p-6">
          <h2 id={TITLE_ID} className="text-lg font-bold">
            {interpolate(labels.title, { orderNo: order.orderNo })}
          </h2>
          <p className="text-sm">
            {order.paymentStatus === 'paid' ? interpolate(labels.refund, { amount: paid }) : labels.noRefund}
          </p>
          <CountedTextArea
            label={labels.reason}
            name="reason"
            rows={3}
            required
            invalid={missingReason}
            max={admin.PRODUCTION_MAX_LENGTH.cancelReason}
          />
          {missingReason ? (
            <p role="alert" className="text-sm text-coral-800">
              {labels.reasonMissing}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} disabled={busy} className={SECONDARY_BUTTON}>
              {labels.keep}
            </button>
            <button type="submit" disabled={busy} className={DANGER_BUTTON}>
              {busy ? texts.order.actions.working : labels.confirm}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
