import { type ReactNode, useId } from 'react';
import { AdminSection } from './AdminSection';

interface ListSectionProps {
  title: string;
  /** What the list is and how it is edited, above it. */
  hint: string;
  /** Beside the heading: its add button or link. */
  aside: ReactNode;
  isEmpty: boolean;
  /** Shown instead of the list while it has no row. */
  emptyText: string;
  /** The list's rows. */
  list: ReactNode;
  /** The dialogs that edit them. */
  children: ReactNode;
}

/** A screen's card of one list of content (partners, comments, blog categories), or its note that there is none. */
export function ListSection({ title, hint, aside, isEmpty, emptyText, list, children }: ListSectionProps) {
  const headingId = useId();
  return (
    <AdminSection id={headingId} title={title} aside={aside}>
      <p className="text-sm text-navy/70">{hint}</p>
      {isEmpty ? (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {emptyText}
        </p>
      ) : (
        list
      )}
      {children}
    </AdminSection>
  );
}
