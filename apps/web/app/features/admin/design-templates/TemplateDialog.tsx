import type { admin } from '@printshop/contract';
import { FormDialog } from '../ui/FormDialog';
import { NewTemplateForm } from './NewTemplateForm';
import { TemplateForm } from './TemplateForm';

/** Which form the templates screen shows: none, a new template's, or one template's with its layout. */
export type TemplateDialogState =
  | { kind: 'add' }
  | { kind: 'edit'; template: admin.AdminDesignTemplate }
  | null;

const TITLE_ID = 'design-template-dialog-title';

interface TemplateDialogProps {
  state: TemplateDialogState;
  products: admin.AdminDesignProductRow[];
  onClose: () => void;
  onSaved: (msg: string) => void;
}

/** The template forms' modal, wide enough for both names side by side and the layout; it stays open while a save is in flight. */
export function TemplateDialog({ state, products, onClose, onSaved }: TemplateDialogProps) {
  return (
    <FormDialog
      open={state !== null}
      titleId={TITLE_ID}
      width="max-w-3xl"
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) =>
        state?.kind === 'edit' ? (
          <TemplateForm key={state.template.id} template={state.template} {...form} />
        ) : (
          <NewTemplateForm products={products} {...form} />
        )
      }
    </FormDialog>
  );
}
