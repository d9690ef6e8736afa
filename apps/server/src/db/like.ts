import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Makes the shopper's text literal inside a LIKE pattern (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `value ILIKE pattern` with the escape character escapeLike writes. */
export function ilikeEscaped(value: SQLWrapper, pattern: string | SQLWrapper): SQL {
  return sql`${value} ilike ${pattern} escape '\\'`;
}
