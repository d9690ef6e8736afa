import { type FormEvent, type ReactNode, useId } from 'react';
import { Dialog } from '~/ui/Dialog';
import { useAdminTexts } from '../i18n/admin-texts';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './buttons';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, said before it does, and any field the step needs. */
  children: ReactNode;
  /** The confirm button's words: the move itself. */
  confirm: string;
  /** The button that closes without doing anything. */
  keep: string;
  busy: boolean;
  /** A step that cannot be undone (cancelling an order): its button says so by its colour. */
  danger?: boolean;
  onClose: () => void;
  /** Runs on confirm; the dialog stays open until the caller closes it. */
  onConfirm: (form: HTMLFormElement) => void;
}

/** Asks before a step the customer is told of or that staff cannot simply redo. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  keep,
  busy,
  danger = false,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const texts = useAdminTexts();
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(event.currentTarget);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-navy shadow-2xl"
    >
      <form noValidate onSubmit={submit} className="grid gap-4 p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={close} disabled={busy} className={SECONDARY_BUTTON}>
            {keep}
          </button>
          <button type="submit" disabled={busy} className={danger ? DANGER_BUTTON : PRIMARY_BUTTON}>
            {busy ? texts.order.actions.working : confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
