import type { ReactNode } from 'react';

interface ListRowsProps<T extends { id: number }> {
  rows: readonly T[];
  /** `ol` where the order is the storefront's, `ul` where it is only the screen's. */
  as: 'ol' | 'ul';
  /** A row's content and its buttons. */
  children: (row: T, index: number) => ReactNode;
}

/** A list of content's rows, each a bordered line of its picture, its words and its buttons. */
export function ListRows<T extends { id: number }>({ rows, as: List, children }: ListRowsProps<T>) {
  return (
    <List className="grid gap-2">
      {rows.map((row, index) => (
        <li key={row.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-navy/10 p-2">
          {children(row, index)}
        </li>
      ))}
    </List>
  );
}
