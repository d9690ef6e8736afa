import type { ReactNode } from 'react';

interface TableHeadProps {
  /** The columns' headings, in order. */
  titles: string[];
  /** The last column's name, for screen readers: it holds each row's buttons. */
  actions: string;
  /** Cells before the headings (a checkbox for the whole page). */
  children?: ReactNode;
}

/** The head of a back-office table: a heading per column, and the row actions' column last. */
export function TableHead({ titles, actions, children }: TableHeadProps) {
  return (
    <thead className="border-b border-navy/10 bg-sand/50 text-left text-navy/80">
      <tr>
        {children}
        {titles.map((title) => (
          <th key={title} scope="col" className="px-3 py-2.5 font-semibold">
            {title}
          </th>
        ))}
        {/* Relative, so the hidden heading stays in the scrolling box and never widens a phone's page. */}
        <th scope="col" className="relative px-3 py-2.5">
          <span className="sr-only">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
