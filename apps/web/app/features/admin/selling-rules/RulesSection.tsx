import type { ReactNode } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Chip } from '../ui/Chip';
import type { RulesTable } from './use-rules-table';

interface RulesSectionProps {
  id: string;
  title: string;
  hint: string;
  /** The save button's words. */
  save: string;
  table: Pick<RulesTable<{ key: number }>, 'submit' | 'discard' | 'busy' | 'dirty' | 'note'>;
  onAdd: () => void;
  /** The column headings, the last (the row's actions) read by screen readers alone. */
  columns: string[];
  /** The rows; none shows `empty` instead of the table. */
  rows: number;
  empty?: string;
  children: ReactNode;
}

/**
 * A table of the screen as one form: its rows, a warning or the server's refusal under them, and
 * Add row, Discard changes and Save. Changes stay on the page, marked unsaved, until saved or
 * discarded. On a phone, a card a row (admin.css).
 */
export function RulesSection({
  id,
  title,
  hint,
  save,
  table,
  onAdd,
  columns,
  rows,
  empty,
  children,
}: RulesSectionProps) {
  const texts = useAdminTexts();
  const labels = texts.sellingRules;
  const actions = columns.at(-1);
  return (
    <AdminSection
      id={id}
      title={title}
      aside={table.dirty ? <Chip tone="todo">{labels.unsaved}</Chip> : null}
    >
      <p className="-mt-2 text-sm text-navy/70">{hint}</p>
      <form noValidate onSubmit={table.submit} className="grid gap-4">
        {rows > 0 ? (
          // Held while a save is on its way: its answer replaces the rows.
          <fieldset
            disabled={table.busy}
            className="min-w-0 overflow-x-auto rounded-lg border border-navy/10"
          >
            <table className="card-table w-full text-sm md:min-w-[36rem]">
              {/* On a phone, each card's cells carry their headings (data-label). */}
              <thead className="border-b border-navy/10 bg-sand/50 text-left text-navy/80 max-md:hidden">
                <tr>
                  {columns.slice(0, -1).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2.5 font-semibold">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="relative px-3 py-2.5">
                    <span className="sr-only">{actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </fieldset>
        ) : (
          <p className="rounded-lg border border-dashed border-navy/20 p-5 text-center text-navy/70">
            {empty}
          </p>
        )}
        {table.note ? (
          <p role="alert" className="rounded-lg bg-coral-100 px-3 py-2.5 text-sm font-medium text-coral-800">
            {table.note.message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" onClick={onAdd} disabled={table.busy} className={SECONDARY_BUTTON}>
            {labels.add}
          </button>
          <div className="flex flex-wrap gap-3 max-sm:w-full">
            <button
              type="button"
              onClick={table.discard}
              disabled={!table.dirty || table.busy}
              className={`${SECONDARY_BUTTON} max-sm:flex-1`}
            >
              {labels.discard}
            </button>
            <button
              type="submit"
              disabled={!table.dirty || table.busy}
              className={`${PRIMARY_BUTTON} max-sm:flex-1`}
            >
              {table.busy ? labels.saving : save}
            </button>
          </div>
        </div>
      </form>
    </AdminSection>
  );
}
