/** One value an admin write changed: before and after as text, undefined where there was none. */
export interface Change {
  /** The field's name; '' when the values are not records of fields. */
  field: string;
  before?: string;
  after?: string;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as staff read it: text as it is, anything else as compact JSON. */
const shown = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What an audit entry's write changed (admin.AuditEntry's before and after): the fields whose
 * values differ, in the order they first appear; or the whole values when they are not records.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  if ((before == null || isFields(before)) && (after == null || isFields(after))) {
    const old: Fields = before ?? {};
    const now: Fields = after ?? {};
    const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
    return fields
      .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
      .map((field) => ({ field, before: shown(old[field]), after: shown(now[field]) }));
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ field: '', before: shown(before), after: shown(after) }];
}
