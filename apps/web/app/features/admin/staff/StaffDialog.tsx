import type { admin } from '@printshop/contract';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { AddStaffForm } from './AddStaffForm';
import { EditStaffForm } from './EditStaffForm';
import { useStaffDialog } from './use-staff-dialog';

/** Which form the staff screen shows: none, a new member's, or one account's. */
export type StaffDialogState = { kind: 'add' } | { kind: 'edit'; account: admin.StaffAccount } | null;

const TITLE_ID = 'staff-dialog-title';

interface StaffDialogProps {
  state: StaffDialogState;
  /** The logged-in owner's account. */
  ownId: number | undefined;
  onClose: () => void;
  onSaved: (msg: string) => void;
}

/** The add and edit forms' modal, which stays open while a save is in flight. */
export function StaffDialog({ state, ownId, onClose, onSaved }: StaffDialogProps) {
  const { close, form } = useStaffDialog({ titleId: TITLE_ID, onClose, onSaved });

  return (
    <Dialog
      open={state !== null}
      onClose={close}
      labelledBy={TITLE_ID}
      className={`${DIALOG_FORM_CLASS} max-w-lg`}
    >
      {state?.kind === 'add' ? <AddStaffForm {...form} /> : null}
      {state?.kind === 'edit' ? (
        <EditStaffForm
          key={state.account.id}
          account={state.account}
          own={state.account.id === ownId}
          {...form}
        />
      ) : null}
    </Dialog>
  );
}
