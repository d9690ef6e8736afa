import type { admin } from '@printshop/contract';
import { FormDialog } from '../ui/FormDialog';
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
  return (
    <FormDialog
      open={state !== null}
      titleId={TITLE_ID}
      width="max-w-5xl"
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) =>
        state?.kind === 'edit' ? (
          <CategoryForm key={state.category.id} categories={categories} category={state.category} {...form} />
        ) : (
          <CategoryForm categories={categories} {...form} />
        )
      }
    </FormDialog>
  );
}
