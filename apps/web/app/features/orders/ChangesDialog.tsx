import type { api } from '@printshop/contract';
import { lazy, Suspense } from 'react';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { FormSkeleton } from '~/ui/load-states';

// The form, its form library and the uploader load on first open: most visits only look.
const ChangesForm = lazy(() => import('./ChangesForm').then((module) => ({ default: module.ChangesForm })));

const TITLE_ID = 'proof-changes-title';

interface ChangesDialogProps {
  proof: api.Proof;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** Ask for changes to a proof: the customer's comment and, if needed, a new design file. */
export function ChangesDialog({ proof, open, onClose, onSent }: ChangesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy={TITLE_ID} className={`${DIALOG_FORM_CLASS} max-w-xl`}>
      <Suspense
        fallback={
          <div className="p-6">
            <FormSkeleton rows={2} />
          </div>
        }
      >
        <ChangesForm titleId={TITLE_ID} proof={proof} onClose={onClose} onSent={onSent} />
      </Suspense>
    </Dialog>
  );
}
