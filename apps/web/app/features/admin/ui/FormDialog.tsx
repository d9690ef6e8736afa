import type { ReactNode } from 'react';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { useStaffDialog } from '../staff/use-staff-dialog';
import type { StaffFormProps } from '../staff/use-staff-form';

interface FormDialogProps {
  open: boolean;
  titleId: string;
  /** How wide it may grow, a Tailwind class: `max-w-lg`, or wider for both languages side by side. */
  width: string;
  onClose: () => void;
  onSaved: (msg: string) => void;
  /** The form in it, given the dialog's events; shown only while it is open. */
  children: (form: StaffFormProps) => ReactNode;
}

/** The modal of a form that adds or changes one row of a list; it stays open while a save is in flight. */
export function FormDialog({ open, titleId, width, onClose, onSaved, children }: FormDialogProps) {
  const { close, form } = useStaffDialog({ titleId, onClose, onSaved });
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} className={`${DIALOG_FORM_CLASS} ${width}`}>
      {open ? children(form) : null}
    </Dialog>
  );
}
