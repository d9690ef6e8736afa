import fs from 'node:fs';
import path from 'node:path';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The SQL migrations of this build and drizzle's journal of them (meta/_journal.json). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

interface JournalEntry {
  /** The migration's file name without `.sql`, such as 0003_staff. */
  tag: string;
  /** What drizzle records as the migration's created_at once it has applied it. */
  when: number;
}

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** PostgreSQL's undefined_table and invalid_schema_name: drizzle has not migrated this database yet. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

/** Drizzle wraps the driver's error as its cause. */
function neverMigrated(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return NEVER_MIGRATED.has(code ?? cause?.code ?? '');
}

/** The table drizzle's migrator keeps, one row per migration it applied; not the shop's schema. */
const applied = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

/**
 * This build's migrations that the database has not applied, by tag: the journal's entries with
 * no row of their time in drizzle's table. Throws when the database does not answer.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const times = await db
    .select({ when: applied.createdAt })
    .from(applied)
    .then(
      (rows) => new Set(rows.map((row) => row.when)),
      (error: unknown) => {
        if (neverMigrated(error)) return new Set<number>();
        throw error;
      },
    );
  return journal()
    .filter((entry) => !times.has(entry.when))
    .map((entry) => entry.tag);
}
