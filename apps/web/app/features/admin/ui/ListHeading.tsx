import type { ReactNode } from 'react';

interface ListHeadingProps {
  title: string;
  /** "12 orders", announced when a filter changes it. */
  found: string;
  /** The list's own actions, beside the title: export, add. */
  children?: ReactNode;
}

/** A back-office list's header: its title, how many records its filters found, and its actions. */
export function ListHeading({ title, found, children }: ListHeadingProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <p role="status" className="text-sm text-navy/70">
          {found}
        </p>
      </div>
      {children}
    </header>
  );
}
