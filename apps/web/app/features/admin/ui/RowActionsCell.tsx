import type { ReactNode } from 'react';

/** A table row's last cell, its buttons on one line; on a phone, across the card (admin.css). */
export function RowActionsCell({ children }: { children: ReactNode }) {
  return <td className="px-3 py-2 text-right whitespace-nowrap max-md:col-span-2">{children}</td>;
}
