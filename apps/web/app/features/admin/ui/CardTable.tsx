import type { ReactNode } from 'react';
import { TableHead } from './TableHead';

interface CardTableProps {
  /** Its least width from a tablet up, as a class (`md:min-w-[48rem]`): narrower, the box scrolls. */
  minWidth: string;
  /** The columns' headings, in order. */
  titles: string[];
  /** The last column's name, for screen readers: it holds each row's buttons. */
  actions: string;
  /** Its rows. */
  children: ReactNode;
}

/** A back-office list as a table in a white box that scrolls sideways; on a phone each row is a card (admin.css). */
export function CardTable({ minWidth, titles, actions, children }: CardTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className={`card-table w-full text-sm ${minWidth}`}>
        <TableHead titles={titles} actions={actions} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
