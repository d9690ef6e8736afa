import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { useOrderAction } from './use-order-action';

/** Ships a printed item: the carrier and tracking number the customer is mailed. */
export function ShipForm({ itemId }: { itemId: number }) {
  const texts = useAdminTexts();
  const { shipForm } = texts.order;
  const { run, busy } = useOrderAction();

  async function ship(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    await run(async (client) => {
      await client.call('shipItem', {
        itemId,
        carrier: String(fields.get('carrier')),
        trackingNo: String(fields.get('trackingNo')),
      });
      return texts.order.done.ship;
    });
  }

  return (
    <form onSubmit={ship} className="grid gap-3 rounded-lg bg-sand/50 p-3">
      <fieldset disabled={busy} className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{shipForm.title}</legend>
        <TextField
          label={shipForm.carrier}
          name="carrier"
          required
          maxLength={admin.PRODUCTION_MAX_LENGTH.carrier}
        />
        <TextField
          label={shipForm.trackingNo}
          name="trackingNo"
          required
          maxLength={admin.PRODUCTION_MAX_LENGTH.trackingNo}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY_BUTTON}>
            {busy ? texts.order.actions.working : shipForm.send}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
