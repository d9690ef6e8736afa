import type { ReactNode } from 'react';
import { ROW_BUTTON } from './buttons';

const TONE = { change: 'text-teal-800', remove: 'text-coral-800' } as const;

interface RowActionProps {
  /** Which it does, which its colour says. */
  kind: keyof typeof TONE;
  /** Its name with its row's: "Change Fern Print". */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A list row's button that changes or removes it. */
export function RowAction({ kind, label, onClick, children }: RowActionProps) {
  return (
    <button type="button" className={`${ROW_BUTTON} ${TONE[kind]}`} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}
