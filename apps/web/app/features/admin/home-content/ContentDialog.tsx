import type { ReactNode } from 'react';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { useStaffDialog } from '../staff/use-staff-dialog';
import type { StaffFormProps } from '../staff/use-staff-form';

interface ContentDialogProps {
  open: boolean;
  titleId: string;
  onClose: () => void;
  onSaved: (msg: string) => void;
  /** The form in it, given the dialog's events; it stays open while a save is in flight. */
  children: (form: StaffFormProps) => ReactNode;
}

/** The modal of a partner's or a comment's form, to add one or change one. */
export function ContentDialog({ open, titleId, onClose, onSaved, children }: ContentDialogProps) {
  const { close, form } = useStaffDialog({ titleId, onClose, onSaved });
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} className={`${DIALOG_FORM_CLASS} max-w-2xl`}>
      {open ? children(form) : null}
    </Dialog>
  );
}
