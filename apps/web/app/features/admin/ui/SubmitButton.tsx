import type { ReactNode } from 'react';
import { PRIMARY_BUTTON } from './buttons';

interface SubmitButtonProps {
  /** Saving: the button says so, and a second click sends nothing. */
  busy: boolean;
  /** Its words while saving: "Saving…". */
  busyText: string;
  children: ReactNode;
}

/** A dialog form's submit button, across the dialog's width on a phone. */
export function SubmitButton({ busy, busyText, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} className={`${PRIMARY_BUTTON} max-sm:w-full`}>
      {busy ? busyText : children}
    </button>
  );
}
