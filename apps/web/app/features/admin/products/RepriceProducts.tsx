import { admin } from '@printshop/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { RefusalNote } from '../ui/RefusalNote';
import { percentOf } from './price-matrix';

interface RepriceProductsProps {
  /** The products picked on the page, by number. */
  productNos: string[];
  /** Unpicks every row, once their prices have moved. */
  onDone: () => void;
}

/**
 * What an owner does with the products picked on the list: move every price of theirs by a
 * percentage, after confirming how many products and what follows (carts at once, orders never).
 * One call moves them all; the list is then loaded again with the new price ranges.
 */
export function RepriceProducts({ productNos, onDone }: RepriceProductsProps) {
  const texts = useAdminTexts();
  const labels = texts.products.bulk;
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = productNos.length;
  const tooMany = count > admin.PRODUCT_LIMITS.repriceProducts;

  function close() {
    setOpen(false);
    setRefusal(null);
  }

  async function reprice(form: HTMLFormElement) {
    const percent = percentOf(String(new FormData(form).get('percent') ?? ''));
    if (percent === null) {
      setRefusal(texts.products.percentInvalid);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const { msg } = await client.callWithMsg('adminRepriceProducts', { productNos, percent });
      toast('success', msg);
      close();
      onDone();
      await revalidator.revalidate();
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    }
    setBusy(false);
  }

  if (count === 0) return null;
  return (
    <section
      aria-label={labels.label}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-teal-700/30 bg-teal-100 p-3"
    >
      <p className="mr-auto text-sm font-semibold">{interpolate(labels.selected, { count })}</p>
      <button type="button" disabled={tooMany} onClick={() => setOpen(true)} className={PRIMARY_BUTTON}>
        {labels.reprice}
      </button>
      <ConfirmDialog
        open={open}
        title={interpolate(labels.title, { count })}
        confirm={labels.confirm}
        keep={labels.keep}
        busy={busy}
        onClose={close}
        onConfirm={reprice}
      >
        <p className="text-sm">{interpolate(labels.body, { count })}</p>
        <TextField
          label={labels.percent}
          hint={labels.percentHint}
          name="percent"
          type="number"
          step={0.01}
          min={-admin.PRODUCT_LIMITS.repriceDown}
          max={admin.PRODUCT_LIMITS.repriceUp}
          invalid={refusal !== null}
          autoComplete="off"
          required
        />
        <RefusalNote message={refusal} />
      </ConfirmDialog>
    </section>
  );
}
