import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formFields } from '../lib/list-query';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './buttons';

export interface FilterFormProps<Query> {
  /** The form's name (for screen readers and tests) and its buttons' words. */
  texts: { label: string; apply: string; clear: string };
  /** The view on screen: a new one (a link, Clear, the pager) resets the fields to it. */
  query: Query;
  /** The list's view of a query string, and its query string of a view. */
  queryOf: (params: URLSearchParams) => Query;
  searchOf: (query: Query) => string;
  /** What of the view the filters leave as it is, such as a status tab. */
  kept?: Partial<Query>;
  /** The grid of the fields and the buttons: by default two, then four abreast, the buttons at the foot. */
  className?: string;
  buttonsClassName?: string;
  children: ReactNode;
}

/**
 * A back-office list's filters: the fields given, Apply (which puts them in the address, so a view
 * can be linked and reloaded, from its first page) and Clear (the view without them).
 */
export function FilterForm<Query>({
  texts,
  query,
  queryOf,
  searchOf,
  kept,
  className = 'sm:grid-cols-2 lg:grid-cols-4',
  buttonsClassName = 'items-end',
  children,
}: FilterFormProps<Query>) {
  const navigate = useNavigate();
  // The fields name no page, so the view they pick starts on the first one.
  const searchFrom = (fields: URLSearchParams) => searchOf({ ...queryOf(fields), ...kept });
  return (
    <form
      key={searchOf(query)}
      aria-label={texts.label}
      onSubmit={(event) => {
        event.preventDefault();
        navigate({ search: searchFrom(formFields(event.currentTarget)) });
      }}
      className={`grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm ${className}`}
    >
      {children}
      <div className={`flex gap-2 ${buttonsClassName}`}>
        <button type="submit" className={`${PRIMARY_BUTTON} h-11 flex-1`}>
          {texts.apply}
        </button>
        <Link to={{ search: searchFrom(new URLSearchParams()) }} className={`${SECONDARY_BUTTON} h-11`}>
          {texts.clear}
        </Link>
      </div>
    </form>
  );
}
