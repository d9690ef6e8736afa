import type { api } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Dialog } from '~/ui/Dialog';

const TITLE_ID = 'cart-delete-title';

interface DeleteDialogProps {
  /** The line asked about; null while the dialog is closed. */
  line: api.CartLine | null;
  /** Deletes the line; true when it is gone. */
  onConfirm: (line: api.CartLine) => Promise<boolean>;
  onClose: () => void;
}

/** The confirmation before a line leaves the cart (docs/product.md#screens). */
export function DeleteDialog({ line, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (!deleting) onClose();
  };

  const confirm = async (chosen: api.CartLine) => {
    setDeleting(true);
    await onConfirm(chosen);
    setDeleting(false);
    onClose();
  };

  return (
    <Dialog
      open={line !== null}
      onClose={close}
      labelledBy={TITLE_ID}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-0 text-navy shadow-2xl"
    >
      {line ? (
        <div className="grid gap-5 p-6">
          <div className="grid gap-1.5">
            <h2 id={TITLE_ID} className="text-lg font-bold">
              {t('cartPage.delete.question')}
            </h2>
            <p className="text-sm text-navy/75">{line.productName}</p>
          </div>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={close}
              disabled={deleting}
              className="h-11 rounded-full border border-navy/20 px-5 font-semibold hover:bg-sand disabled:opacity-60"
            >
              {t('cartPage.delete.cancel')}
            </button>
            <button
              type="button"
              onClick={() => confirm(line)}
              disabled={deleting}
              className="h-11 rounded-full bg-coral-700 px-5 font-bold text-white hover:bg-coral-800 disabled:opacity-60"
            >
              {deleting ? t('cartPage.delete.deleting') : t('cartPage.delete.confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
