import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** What a record's screen is opened with: the list view it was opened from, its way back. */
export interface OpenedFrom {
  list: string;
}

/** The list view on screen now, for the links to its records to carry. */
export function useOpenedFrom(): OpenedFrom {
  const { pathname, search } = useLocation();
  return useMemo(() => ({ list: pathname + search }), [pathname, search]);
}

/**
 * The list view a record's screen was opened from, so its "All …" link goes back to it, when
 * that is a view of the list at `listPath`; else the list itself.
 */
export function backToList(state: unknown, listPath: string): string {
  const from = (state as Partial<OpenedFrom> | null)?.list;
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`)) ? from : listPath;
}
