import type { admin } from '@printshop/contract';
import { useId } from 'react';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { useStaffDialog } from '../staff/use-staff-dialog';
import { NoticesForm } from './NoticesForm';

interface NoticesDialogProps {
  /** The member's choice as just read; null while the dialog is closed. */
  choice: admin.StaffNotices | null;
  onClose: () => void;
  /** The server's message of the save. */
  onSaved: (msg: string) => void;
}

/** The modal of the member's choice of mails, which stays open while the save is in flight. */
export function NoticesDialog({ choice, onClose, onSaved }: NoticesDialogProps) {
  // The shell holds the dialog on every screen: an id of its own.
  const titleId = useId();
  const { close, form } = useStaffDialog({ titleId, onClose, onSaved });
  return (
    <Dialog
      open={choice !== null}
      onClose={close}
      labelledBy={titleId}
      className={`${DIALOG_FORM_CLASS} max-w-lg`}
    >
      {choice ? <NoticesForm {...form} choice={choice} /> : null}
    </Dialog>
  );
}
