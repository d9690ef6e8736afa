import { admin } from '@printshop/contract';
import { useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ReasonField } from '../ui/ReasonField';
import { useOrderAction } from './use-order-action';

/**
 * An owner's remedy for an item that shipped faulty: it is printed again at no charge, after a
 * confirm step that says what happens and asks the reason the customer and the records read.
 */
export function Reprint({ item }: { item: Pick<admin.AdminOrder['items'][number], 'id' | 'productName'> }) {
  const texts = useAdminTexts();
  const labels = texts.order.reprint;
  const { run, busy } = useOrderAction();
  const [open, setOpen] = useState(false);
  const [missingReason, setMissingReason] = useState(false);

  async function reprint(form: HTMLFormElement) {
    const reason = String(new FormData(form).get('reason')).trim();
    setMissingReason(reason === '');
    if (reason === '') return;
    const done = await run(async (client) => {
      await client.call('reprintItem', { itemId: item.id, reason });
      return labels.done;
    });
    if (done) setOpen(false);
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={SECONDARY_BUTTON}>
        {labels.open}
      </button>
      <ConfirmDialog
        open={open}
        title={interpolate(labels.title, {
          item: interpolate(texts.activity.itemOfOrder, { product: item.productName, id: item.id }),
        })}
        confirm={labels.confirm}
        keep={texts.order.confirm.keep}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={reprint}
      >
        <p className="text-sm">{labels.body}</p>
        <ReasonField
          label={labels.reason}
          max={admin.PRODUCTION_MAX_LENGTH.reprintReason}
          missing={missingReason ? labels.reasonMissing : null}
        />
      </ConfirmDialog>
    </>
  );
}
