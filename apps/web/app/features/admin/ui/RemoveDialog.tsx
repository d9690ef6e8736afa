import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { type Answer, errorMessage } from '~/lib/api';
import { useAdminTexts } from '../i18n/admin-texts';
import { ConfirmDialog } from './ConfirmDialog';
import { RefusalNote } from './RefusalNote';

interface RemoveDialogProps {
  /** Whether it is open: a row is chosen. */
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  /** Makes the removal call. */
  remove: () => Promise<Answer<unknown>>;
  onClose: () => void;
  onRemoved: (msg: string) => void;
}

/** Asks before a row leaves its list (a partner, a comment, a blog post); a refusal stays in the dialog. */
export function RemoveDialog({ open, title, body, confirm, remove, onClose, onRemoved }: RemoveDialogProps) {
  // Every list's removal offers the home content screen's way out: "Keep it".
  const texts = useAdminTexts().homeContent;
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function close() {
    setRefusal(null);
    onClose();
  }

  async function confirmed() {
    setBusy(true);
    setRefusal(null);
    try {
      onRemoved((await remove()).msg);
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    }
    setBusy(false);
  }

  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirm={confirm}
      keep={texts.keep}
      busy={busy}
      danger
      onClose={close}
      onConfirm={confirmed}
    >
      <p className="text-sm">{body}</p>
      <RefusalNote message={refusal} />
    </ConfirmDialog>
  );
}
