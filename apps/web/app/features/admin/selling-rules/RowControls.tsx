import type { ComponentProps, ReactNode } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';

/**
 * A table cell's input: no label of its own (the column's heading is the label, and on a phone the
 * card's, from data-label), so its accessible name says the column and the row's place.
 */
const CONTROL =
  'h-10 w-full min-w-0 rounded-lg border border-navy/20 bg-white px-2.5 text-base text-navy outline-none transition-shadow focus:border-teal-700 focus:ring-2 focus:ring-teal/30 disabled:bg-sand/60 disabled:text-navy/60 aria-invalid:border-coral-700 md:text-sm';

/** A row's field named "Rate (%), California". */
export function useRowFieldName() {
  const texts = useAdminTexts();
  return (column: string, place: string) => interpolate(texts.sellingRules.rowField, { column, place });
}

interface RowSelectProps extends Omit<ComponentProps<'select'>, 'className' | 'aria-label'> {
  /** Its accessible name (useRowFieldName). */
  label: string;
  invalid: boolean;
  children: ReactNode;
}

export function RowSelect({ label, invalid, children, ...select }: RowSelectProps) {
  return (
    <select {...select} aria-label={label} aria-invalid={invalid || undefined} className={CONTROL}>
      {children}
    </select>
  );
}

interface RowNumberProps extends Omit<ComponentProps<'input'>, 'className' | 'aria-label' | 'type'> {
  /** Its accessible name (useRowFieldName). */
  label: string;
  invalid: boolean;
}

/** An amount: a percent or dollars, two decimals at most (the server refuses more), unless `step` says whole. */
export function RowNumber({ label, invalid, ...input }: RowNumberProps) {
  return (
    <input
      inputMode="decimal"
      step="0.01"
      {...input}
      type="number"
      min={0}
      aria-label={label}
      aria-invalid={invalid || undefined}
      className={`${CONTROL} tabular-nums`}
    />
  );
}

/** Takes a row out of the table; nothing is saved until the table is. */
export function RemoveRow({ place, onRemove }: { place: string; onRemove: () => void }) {
  const texts = useAdminTexts();
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={interpolate(texts.sellingRules.removeRow, { place })}
      className="h-10 rounded-lg px-3 font-semibold text-coral-800 hover:bg-coral-100"
    >
      {texts.sellingRules.remove}
    </button>
  );
}
