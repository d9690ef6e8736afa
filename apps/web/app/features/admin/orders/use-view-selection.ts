import { functionalUpdate, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useState } from 'react';

/**
 * The rows picked on one view of the list (its address): another view (a filter, a sort, a page)
 * starts with none picked, so an action never reaches an order that is no longer shown.
 */
export function useViewSelection(view: string) {
  const [picked, setPicked] = useState<{ view: string; rows: RowSelectionState }>({ view, rows: {} });
  const rows = picked.view === view ? picked.rows : {};
  const setRows = (updater: Updater<RowSelectionState>) =>
    setPicked({ view, rows: functionalUpdate(updater, rows) });
  return [rows, setRows] as const;
}
