import { useId } from 'react';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { useStaffDialog } from '../staff/use-staff-dialog';
import { ChangePasswordForm } from './ChangePasswordForm';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server's message of the change. */
  onSaved: (msg: string) => void;
}

/** The password change's modal, which stays open while the change is in flight. */
export function ChangePasswordDialog({ open, onClose, onSaved }: ChangePasswordDialogProps) {
  // The shell holds the dialog on every screen, the staff screen's own dialog included: an id of its own.
  const titleId = useId();
  const { close, form } = useStaffDialog({ titleId, onClose, onSaved });
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} className={`${DIALOG_FORM_CLASS} max-w-lg`}>
      <ChangePasswordForm {...form} />
    </Dialog>
  );
}
