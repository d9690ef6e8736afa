import type { admin } from '@printshop/contract';
import { FormDialog } from '../ui/FormDialog';
import { AddStaffForm } from './AddStaffForm';
import { EditStaffForm } from './EditStaffForm';

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
  return (
    <FormDialog open={state !== null} titleId={TITLE_ID} width="max-w-lg" onClose={onClose} onSaved={onSaved}>
      {(form) =>
        state?.kind === 'edit' ? (
          <EditStaffForm
            key={state.account.id}
            account={state.account}
            own={state.account.id === ownId}
            {...form}
          />
        ) : (
          <AddStaffForm {...form} />
        )
      }
    </FormDialog>
  );
}
