import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { backToList } from '../lib/opened-from';

export interface RecordHeaderProps {
  /** The record's list: the way back goes to the view of it the screen was opened from. */
  listPath: string;
  /** The way back's words: "All messages". */
  back: string;
  title: string;
  /** Under the title: when the record came, its status chips. */
  facts: ReactNode;
  /** Beside the title: what staff can do with the whole record. */
  actions?: ReactNode;
  /** Under it all: a notice about the record, such as why it is closed. */
  notice?: ReactNode;
}

/** A back-office record's screen header: the way back to its list, its title, facts and actions. */
export function RecordHeader({ listPath, back, title, facts, actions, notice }: RecordHeaderProps) {
  const location = useLocation();
  const heading = (
    <div className="grid gap-1">
      <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{title}</h1>
      <p className="flex flex-wrap items-center gap-2 text-sm text-navy/70">{facts}</p>
    </div>
  );
  return (
    <header className="grid gap-3">
      <Link
        to={backToList(location.state, listPath)}
        className="text-sm font-semibold text-teal-800 hover:underline"
      >
        ← {back}
      </Link>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {notice}
    </header>
  );
}
