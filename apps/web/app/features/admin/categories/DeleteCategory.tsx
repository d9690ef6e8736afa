import { type admin, pick } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { RefusalNote } from '../ui/RefusalNote';

interface DeleteCategoryProps {
  /** The category to delete; none while the dialog is closed. */
  category: admin.AdminCategory | null;
  onClose: () => void;
  onDeleted: (msg: string) => void;
}

/**
 * Asks before deleting a category. The server refuses one that still has products or
 * subcategories (409), saying to hide it instead: its refusal stays in the dialog.
 */
export function DeleteCategory({ category, onClose, onDeleted }: DeleteCategoryProps) {
  const labels = useAdminTexts().categories.delete;
  const { lang } = useRootData();
  const { t } = useTranslation();
  const client = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = category ? pick(category.name, lang) : '';

  function close() {
    setRefusal(null);
    onClose();
  }

  async function remove() {
    if (!category) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { msg } = await client.callWithMsg('adminCategoryDelete', { id: category.id });
      onDeleted(msg);
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    }
    setBusy(false);
  }

  return (
    <ConfirmDialog
      open={category !== null}
      title={interpolate(labels.title, { name })}
      confirm={labels.confirm}
      keep={labels.keep}
      busy={busy}
      danger
      onClose={close}
      onConfirm={remove}
    >
      <p className="text-sm">{labels.body}</p>
      <RefusalNote message={refusal} />
    </ConfirmDialog>
  );
}
