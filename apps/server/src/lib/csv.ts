/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: a text cell starting with = + - @
 * (or a tab or carriage return) is a formula there, so it is prefixed with ' (OWASP's advice
 * against CSV injection); quotes, commas and line breaks are quoted. Numbers are written as is.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows as one CSV document, lines ended with CRLF. It starts with a byte order mark so that
 * Excel reads it as UTF-8 (Chinese headers and names would be garbled otherwise).
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
