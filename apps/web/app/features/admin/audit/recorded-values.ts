import { admin } from '@printshop/contract';

/**
 * Readers of what an audit entry recorded before and after (admin.AuditEntry): jsonb of any
 * shape, since older versions wrote others. Each answers undefined for what is not there as expected.
 */

function fieldOf(record: unknown, name: string): unknown {
  return typeof record === 'object' && record !== null && !Array.isArray(record)
    ? (record as Record<string, unknown>)[name]
    : undefined;
}

export function recordedText(record: unknown, name: string): string | undefined {
  const value = fieldOf(record, name);
  return typeof value === 'string' ? value : undefined;
}

export function recordedNumber(record: unknown, ...path: string[]): number | undefined {
  const value = path.reduce<unknown>((inner, name) => fieldOf(inner, name), record);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function recordedFlag(record: unknown, name: string): boolean | undefined {
  const value = fieldOf(record, name);
  return typeof value === 'boolean' ? value : undefined;
}

/** A recorded list of notices (staff.notices), leaving out anything that is not one. */
export function recordedNotices(record: unknown, name: string): admin.StaffNotice[] | undefined {
  const value = fieldOf(record, name);
  if (!Array.isArray(value)) return undefined;
  return admin.STAFF_NOTICES.filter((notice) => value.includes(notice));
}
