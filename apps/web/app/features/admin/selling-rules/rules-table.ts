import { admin, toFixed2 } from '@printshop/contract';
import type { AdminCallInput } from '../lib/admin-endpoints';

/**
 * The tax and shipping tables as their screen edits them: one row per destination, its numbers
 * as typed, each row keyed so React keeps its inputs while rows are added and removed. Each
 * table is sent whole (the save replaces it), and the server judges what is sent.
 */

/** A tax row; provinceCode '' is the whole country. */
export interface TaxRow {
  key: number;
  countryCode: string;
  provinceCode: string;
  /** Percent, as typed. */
  rate: string;
}

/** A shipping row; countryCode admin.ANY_COUNTRY is everywhere else. */
export interface ShippingRow {
  key: number;
  countryCode: string;
  /** Dollars, as typed. */
  fee: string;
  /** Dollars, as typed; '' is never free. */
  freeOver: string;
  /** Business days on the way, fewest and most, as typed. */
  transitMinDays: string;
  transitMaxDays: string;
}

let lastKey = 0;

/** A key no other row of the page has. */
export const rowKey = () => ++lastKey;

export function taxRowsOf(list: readonly admin.TaxRate[]): TaxRow[] {
  return list.map((rate) => ({
    key: rowKey(),
    countryCode: rate.countryCode,
    provinceCode: rate.provinceCode ?? '',
    rate: String(rate.rate),
  }));
}

/** The shipping rows with the row for everywhere else last, where Add row never puts a row after it. */
export function shippingRowsOf(list: readonly admin.ShippingRate[]): ShippingRow[] {
  const rows = list.map((rate) => ({
    key: rowKey(),
    countryCode: rate.countryCode,
    fee: toFixed2(rate.fee),
    freeOver: rate.freeOver === null ? '' : toFixed2(rate.freeOver),
    transitMinDays: String(rate.transitMinDays),
    transitMaxDays: String(rate.transitMaxDays),
  }));
  return [...rows.filter((row) => !isAnyCountry(row)), ...rows.filter((row) => isAnyCountry(row))];
}

export const isAnyCountry = (row: Pick<ShippingRow, 'countryCode'>) => row.countryCode === admin.ANY_COUNTRY;

export const newTaxRow = (): TaxRow => ({ key: rowKey(), countryCode: '', provinceCode: '', rate: '' });

/** The rows with an empty new one, before the row for everywhere else. */
export function withNewShippingRow(rows: readonly ShippingRow[]): ShippingRow[] {
  const row: ShippingRow = {
    key: rowKey(),
    countryCode: '',
    fee: '',
    freeOver: '',
    transitMinDays: '',
    transitMaxDays: '',
  };
  const any = rows.findIndex(isAnyCountry);
  return any === -1 ? [...rows, row] : [...rows.slice(0, any), row, ...rows.slice(any)];
}

const blank = (text: string) => text.trim() === '';

/** A typed number as a number; the checks have made sure it is not blank. */
const amount = (text: string) => Number(text.trim());

/** A typed number in one spelling (8.5, 8.50 and 08.5 alike), for telling an edit from none. */
function spelling(text: string): string {
  const written = text.trim();
  const value = Number(written);
  return written !== '' && Number.isFinite(value) ? String(value) : written;
}

/** What one check found wanting: the row and field it marks, and what to tell the owner. */
export interface RowProblem<Field extends string> {
  key: number;
  field: Field;
  message: string;
}

export type TaxField = 'countryCode' | 'provinceCode' | 'rate';
export type ShippingField = 'countryCode' | 'fee' | 'freeOver' | 'transitMinDays' | 'transitMaxDays';

/**
 * What the server could not be sent: a row without a country, a rate left empty. The first, in
 * screen order; null when the table can be sent. Ranges and repeated places are the server's to
 * refuse, in its words.
 */
export function taxProblem(
  rows: readonly TaxRow[],
  messages: { country: string; rate: string },
): RowProblem<TaxField> | null {
  for (const row of rows) {
    if (row.countryCode === '') return { key: row.key, field: 'countryCode', message: messages.country };
    if (blank(row.rate)) return { key: row.key, field: 'rate', message: messages.rate };
  }
  return null;
}

/**
 * As taxProblem: a row without a country, a fee or its transit days; an empty free-shipping
 * amount means never.
 */
export function shippingProblem(
  rows: readonly ShippingRow[],
  messages: { country: string; fee: string; transit: string },
): RowProblem<ShippingField> | null {
  for (const row of rows) {
    if (row.countryCode === '') return { key: row.key, field: 'countryCode', message: messages.country };
    if (blank(row.fee)) return { key: row.key, field: 'fee', message: messages.fee };
    for (const field of ['transitMinDays', 'transitMaxDays'] as const) {
      if (blank(row[field])) return { key: row.key, field, message: messages.transit };
    }
  }
  return null;
}

/** The save's input, once taxProblem found nothing. */
export function taxInput(rows: readonly TaxRow[]): AdminCallInput<'adminSaveTaxRates'> {
  return {
    rates: rows.map((row) => ({
      countryCode: row.countryCode,
      provinceCode: row.provinceCode === '' ? null : row.provinceCode,
      rate: amount(row.rate),
    })),
  };
}

/** The save's input, once shippingProblem found nothing. */
export function shippingInput(rows: readonly ShippingRow[]): AdminCallInput<'adminSaveShippingRates'> {
  return {
    rates: rows.map((row) => ({
      countryCode: row.countryCode,
      fee: amount(row.fee),
      freeOver: blank(row.freeOver) ? null : amount(row.freeOver),
      transitMinDays: amount(row.transitMinDays),
      transitMaxDays: amount(row.transitMaxDays),
    })),
  };
}

/** The same rows whatever their order: a table is a set of destinations. */
function sameSet<Row>(a: readonly Row[], b: readonly Row[], written: (row: Row) => string): boolean {
  if (a.length !== b.length) return false;
  const sorted = (rows: readonly Row[]) => rows.map(written).sort().join('\n');
  return sorted(a) === sorted(b);
}

/** Whether the tax rows say what the loaded ones said: no unsaved change. */
export const sameTaxRows = (a: readonly TaxRow[], b: readonly TaxRow[]) =>
  sameSet(a, b, (row) => `${row.countryCode}/${row.provinceCode}=${spelling(row.rate)}`);

/** Whether the shipping rows say what the loaded ones said: no unsaved change. */
export const sameShippingRows = (a: readonly ShippingRow[], b: readonly ShippingRow[]) =>
  sameSet(
    a,
    b,
    (row) =>
      `${row.countryCode}=${spelling(row.fee)}/${spelling(row.freeOver)}/${spelling(row.transitMinDays)}-${spelling(row.transitMaxDays)}`,
  );
