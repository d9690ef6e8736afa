import { admin, formatMoney } from '@printshop/contract';
import { useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ReasonField } from '../ui/ReasonField';
import { useOrderAction } from './use-order-action';

type RefundBy = 'amount' | 'items';

/** What is left to refund of a paid order, in cents: an owner's Refund button shows while it is more than nothing. */
export function refundableCents(order: Pick<admin.AdminOrder, 'paymentStatus' | 'totalAmount' | 'refunded'>) {
  if (order.paymentStatus !== 'paid') return 0;
  return Math.round(order.totalAmount * 100) - Math.round(order.refunded * 100);
}

/** The items no earlier refund gave back. */
function unrefundedItems(order: admin.AdminOrder) {
  const refunded = new Set(order.refunds.flatMap((refund) => refund.itemIds));
  return order.items.filter((item) => !refunded.has(item.id));
}

/**
 * An owner gives back part of a paid order, by amount or by item, with the reason the customer
 * reads. The dialog names its refund once (requestId) so a double click or a retry refunds once;
 * the server says how much is left when asked for more.
 */
export function RefundOrder({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const labels = texts.order.refund;
  const { run, busy } = useOrderAction();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [by, setBy] = useState<RefundBy>('amount');
  const [missing, setMissing] = useState(false);
  const items = unrefundedItems(order);
  const money = (cents: number) => formatMoney(cents / 100, lang);

  async function refund(form: HTMLFormElement) {
    const fields = new FormData(form);
    const reason = String(fields.get('reason')).trim();
    const written = String(fields.get('amount') ?? '').trim();
    const amount = Number(written);
    const itemIds = fields.getAll('itemIds').map(Number);
    // The server refuses a negative amount or more than two decimals, saying so.
    const chosen = by === 'amount' ? written !== '' && Number.isFinite(amount) : itemIds.length > 0;
    setMissing(reason === '' || !chosen);
    if (reason === '' || !chosen || !requestId) return;
    const target = by === 'amount' ? { amount } : { itemIds };
    const done = await run(async (client) => {
      const { refunded } = await client.call('refundOrder', { id: order.id, requestId, reason, ...target });
      return interpolate(texts.order.done.refund, { amount: formatMoney(refunded, lang) });
    });
    if (done) setRequestId(null);
  }

  return (
    <>
      <button type="button" onClick={() => setRequestId(crypto.randomUUID())} className={SECONDARY_BUTTON}>
        {labels.open}
      </button>
      <ConfirmDialog
        open={requestId !== null}
        title={interpolate(labels.title, { orderNo: order.orderNo })}
        confirm={labels.confirm}
        keep={labels.keep}
        busy={busy}
        onClose={() => setRequestId(null)}
        onConfirm={refund}
      >
        <p className="text-sm">
          {interpolate(labels.left, {
            paid: formatMoney(order.totalAmount, lang),
            left: money(refundableCents(order)),
          })}
        </p>
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">{labels.by}</legend>
          {(['amount', 'items'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input
                type="radio"
                name="by"
                checked={by === choice}
                disabled={choice === 'items' && items.length === 0}
                onChange={() => setBy(choice)}
              />
              {choice === 'amount' ? labels.byAmount : labels.byItems}
            </label>
          ))}
        </fieldset>
        {by === 'amount' ? (
          <TextField label={labels.amount} name="amount" inputMode="decimal" autoComplete="off" />
        ) : (
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-1 font-medium">{labels.items}</legend>
            {items.map((item) => (
              <label key={item.id} className="flex min-w-0 items-center gap-2">
                <input type="checkbox" name="itemIds" value={item.id} />
                {interpolate(labels.item, { id: item.id, name: item.productName, qty: item.qty })}
              </label>
            ))}
          </fieldset>
        )}
        <ReasonField
          label={labels.reason}
          max={admin.PRODUCTION_MAX_LENGTH.refundReason}
          missing={missing ? labels.missing : null}
        />
      </ConfirmDialog>
    </>
  );
}
