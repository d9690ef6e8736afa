import { type FormEvent, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import type { AdminApi } from '../lib/admin-api';
import { useAdminApi } from '../lib/use-admin-api';
import type { RowProblem } from './rules-table';

/** What the section says under its table: a check's warning at its row's field, or the server's refusal. */
export interface TableMessage {
  message: string;
  /** The row and field a check found wanting; null for a refusal, which names its row in words. */
  at: Omit<RowProblem<string>, 'message'> | null;
}

interface RulesTableOptions<Row extends { key: number }> {
  /** The rows as loaded, made once. */
  initial: () => Row[];
  /** The first row field that cannot be sent, in the back office's words. */
  problem: (rows: readonly Row[]) => RowProblem<string> | null;
  /** Whether two tables say the same: no unsaved change. */
  same: (a: readonly Row[], b: readonly Row[]) => boolean;
  /** Sends the whole table, answering the server's message and the table as saved. */
  save: (client: AdminApi, rows: readonly Row[]) => Promise<{ msg: string; rows: Row[] }>;
  /** The id of a row's input, to focus the one a warning is about. */
  fieldId: (key: number, field: string) => string;
}

/**
 * One table of the screen: its rows as edited, kept until saved or discarded, beside the rows as
 * last loaded or saved. Save checks what the server could not be sent, sends the whole table,
 * and shows its message as a toast; a refusal stays in the section, the edits with it.
 */
export function useRulesTable<Row extends { key: number }>({
  initial,
  problem,
  same,
  save,
  fieldId,
}: RulesTableOptions<Row>) {
  const client = useAdminApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [first] = useState(initial);
  const [saved, setSaved] = useState(first);
  const [rows, setRows] = useState(first);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<TableMessage | null>(null);
  const dirty = !same(rows, saved);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  function discard() {
    setRows(saved);
    setNote(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = problem(rows);
    if (found) {
      const { message, ...at } = found;
      setNote({ message, at });
      document.getElementById(fieldId(at.key, at.field))?.focus();
      return;
    }
    setNote(null);
    setBusy(true);
    try {
      const answer = await save(client, rows);
      setSaved(answer.rows);
      setRows(answer.rows);
      toast('success', answer.msg);
    } catch (error) {
      setNote({ message: errorMessage(error, t('api.unreachable')), at: null });
    } finally {
      setBusy(false);
    }
  }

  return { rows, setRows, change, remove, discard, submit, busy, dirty, note };
}

export type RulesTable<Row extends { key: number }> = ReturnType<typeof useRulesTable<Row>>;
