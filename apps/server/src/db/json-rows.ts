import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type Computed = Record<string, SQL>;
type ComputedValues<C extends Computed> = { [K in keyof C]: C[K] extends SQL<infer V> ? V : never };

/**
 * The rows of `table` that `where` picks, in `orderBy`'s order, as one column of a bigger select
 * (a json array), so that one query reads a record with its lists. Each row is read back as
 * drizzle reads the table (times as Dates, money as numbers, arrays), with the `computed`
 * fields beside its columns, or only the columns `only` names. `where` may name the outer
 * select's columns.
 */
export function jsonRows<
  T extends PgTable,
  C extends Computed = Record<never, SQL>,
  K extends keyof T['$inferSelect'] & string = keyof T['$inferSelect'] & string,
>(
  table: T,
  where: SQL,
  orderBy: SQL[],
  computed: C = {} as C,
  only?: readonly K[],
): SQL<(Pick<T['$inferSelect'], K> & ComputedValues<C>)[]> {
  const all = getTableColumns(table);
  const columns = only ? only.map((key) => [key, all[key]!] as const) : Object.entries(all);
  const computedKeys = Object.keys(computed);
  const pair = (key: string, value: SQLWrapper) => sql`${sql.raw(`'${key}'`)}, ${value}`;
  const fields = Object.entries(computed).map(([key, value]) => pair(key, value));
  // Only some columns: those, by name, and the table's other columns are never read.
  const row = only
    ? sql`json_build_object(${sql.join([...columns.map(([, column]) => pair(column.name, column)), ...fields], sql`, `)})`
    : sql`to_jsonb(${table}) || jsonb_build_object(${sql.join(fields, sql`, `)})`;
  const order = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  // Plain loops: a member's order list reads some thirty rows of a dozen columns at every request.
  const read = (stored: Record<string, unknown>) => {
    const value: Record<string, unknown> = {};
    for (const key of computedKeys) value[key] = stored[key];
    for (const [key, column] of columns) {
      const field = stored[column.name];
      value[key] = field === null ? null : column.mapFromDriverValue(field);
    }
    return value;
  };
  return sql`coalesce((select json_agg(${row}${order}) from ${table} where ${where}), '[]')`.mapWith(
    (rows: Record<string, unknown>[]) => rows.map(read) as (Pick<T['$inferSelect'], K> & ComputedValues<C>)[],
  );
}
