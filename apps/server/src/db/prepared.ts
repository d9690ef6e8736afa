import type { Db } from './client.ts';

/**
 * A statement built once per database (or transaction) and run by its name, for what the member
 * calls run at every request: PostgreSQL then parses and plans it once per connection instead of
 * at every run, which costs it more than a small read itself (docs/decisions/099). Build it with
 * Drizzle's `.prepare(name)`, one name per statement, and its varying values as placeholders.
 */
export function preparedPerDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
