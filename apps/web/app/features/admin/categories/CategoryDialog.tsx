import type { admin } from '@printshop/contract';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { useStaffDialog } from '../staff/use-staff-dialog';
import { CategoryForm } from './CategoryForm';

/** Which form the category screen shows: none, a new category's, or one category's. */
export type CategoryDialogState = { kind: 'add' } | { kind: 'edit'; category: admin.AdminCategory } | null;

const TITLE_ID = 'category-dialog-title';

interface CategoryDialogProps {
  state: CategoryDialogState;
  categories: admin.AdminCategory[];
  onClose: () => void;
  onSaved: (msg: string) => void;
}

/**
 * The category form's modal, wide enough for both languages' descriptions side by side; it stays
 * open while a save is in flight.
 */
export function CategoryDialog({ state, categories, onClose, onSaved }: CategoryDialogProps) {
  const { close, form } = useStaffDialog({ titleId: TITLE_ID, onClose, onSaved });
  return (
    <Dialog
      open={state !== null}
      onClose={close}
      labelledBy={TITLE_ID}
      className={`${DIALOG_FORM_CLASS} max-w-5xl`}
    >
      {state?.kind === 'add' ? <CategoryForm categories={categories} {...form} /> : null}
      {state?.kind === 'edit' ? (
        <CategoryForm key={state.category.id} categories={categories} category={state.category} {...form} />
      ) : null}
    </Dialog>
  );
}
