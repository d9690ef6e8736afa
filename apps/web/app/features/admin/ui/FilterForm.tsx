import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formFields } from '../lib/list-query';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './buttons';

interface FilterFormProps {
  /** The form's name, for screen readers and tests. */
  label: string;
  /** The view's query string now: a new address (a link, Clear, the pager) resets the fields to it. */
  search: string;
  /** The query string the fields pick, the first page; the address changes to it on Apply. */
  searchOf: (fields: URLSearchParams) => string;
  /** Where Clear goes: the view without filters. */
  clearSearch: string;
  apply: string;
  clear: string;
  /** The grid of the fields and the buttons. */
  className: string;
  buttonsClassName: string;
  children: ReactNode;
}

/**
 * A back-office list's filters: the fields given, Apply (which puts them in the address, so a view
 * can be linked and reloaded) and Clear.
 */
export function FilterForm({
  label,
  search,
  searchOf,
  clearSearch,
  apply,
  clear,
  className,
  buttonsClassName,
  children,
}: FilterFormProps) {
  const navigate = useNavigate();
  return (
    <form
      key={search}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        navigate({ search: searchOf(formFields(event.currentTarget)) });
      }}
      className={`grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm ${className}`}
    >
      {children}
      <div className={`flex gap-2 ${buttonsClassName}`}>
        <button type="submit" className={`${PRIMARY_BUTTON} h-11 flex-1`}>
          {apply}
        </button>
        <Link to={{ search: clearSearch }} className={`${SECONDARY_BUTTON} h-11`}>
          {clear}
        </Link>
      </div>
    </form>
  );
}
