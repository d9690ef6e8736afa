import type { ReactNode } from 'react';
import { Link } from 'react-router';

const EDIT = 'rounded-lg px-3 py-1.5 font-semibold text-teal-800 hover:bg-sand';

interface EditCellProps {
  /** Its name with its row's: "Edit Business cards". */
  label: string;
  /** Where the row is edited on a screen of its own; without it, `onEdit` opens its dialog. */
  to?: string;
  onEdit?: () => void;
  children: ReactNode;
}

/** A table row's last cell, its edit link or button; on a phone, across the card (admin.css). */
export function EditCell({ label, to, onEdit, children }: EditCellProps) {
  return (
    <td className="px-3 py-2 text-right max-md:col-span-2">
      {to ? (
        <Link to={to} aria-label={label} className={EDIT}>
          {children}
        </Link>
      ) : (
        <button type="button" onClick={onEdit} aria-label={label} className={EDIT}>
          {children}
        </button>
      )}
    </td>
  );
}
