import { admin } from '@printshop/contract';
import { useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ReasonField } from '../ui/ReasonField';
import { useOrderAction } from './use-order-action';

interface MoveBackProps {
  item: Pick<admin.AdminOrder['items'][number], 'id' | 'state' | 'productName'>;
  /** Where the move back takes the item (item-actions.ts, moveBackTarget). */
  to: admin.ItemState;
}

/**
 * An owner's move of an item back one step: a confirm step that says what happens, and whether
 * the customer is mailed, and asks the reason the history, the audit log and that mail keep.
 */
export function MoveBack({ item, to }: MoveBackProps) {
  const texts = useAdminTexts();
  const labels = texts.order.moveBack;
  const { run, busy } = useOrderAction();
  const [open, setOpen] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const state = texts.itemStates[to];
  const whatHappens: Partial<Record<admin.ItemState, string>> = labels.whatHappens;

  async function moveBack(form: HTMLFormElement) {
    const reason = String(new FormData(form).get('reason')).trim();
    setMissingReason(reason === '');
    if (reason === '') return;
    const moved = await run(async (client) => {
      await client.call('moveItemBack', { itemId: item.id, state: item.state, reason });
      return interpolate(labels.done, { state });
    });
    if (moved) setOpen(false);
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={SECONDARY_BUTTON}>
        {interpolate(labels.open, { state })}
      </button>
      <ConfirmDialog
        open={open}
        title={interpolate(labels.title, {
          item: interpolate(texts.activity.itemOfOrder, { product: item.productName, id: item.id }),
          state,
        })}
        confirm={labels.confirm}
        keep={texts.order.confirm.keep}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={moveBack}
      >
        <p className="text-sm">{whatHappens[item.state]}</p>
        <p className="text-sm text-navy/75">{labels.recorded}</p>
        <ReasonField
          label={labels.reason}
          max={admin.PRODUCTION_MAX_LENGTH.moveBackReason}
          missing={missingReason ? labels.reasonMissing : null}
        />
      </ConfirmDialog>
    </>
  );
}
