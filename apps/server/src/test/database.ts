import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * Test databases start as copies of one seeded template made once per run (global-setup.ts):
 * a PGlite data-directory dump, or a PostgreSQL database used as TEMPLATE. Each copy has a
 * random name and is dropped afterwards, because the PostgreSQL server is shared.
 */
type TestEngine = 'pglite' | 'postgres';

function testEngine(): TestEngine {
  return process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(base: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(template: string): Promise<DatabaseHandle> {
  if (testEngine() === 'pglite') {
    return openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = randomDatabaseName('printshop_test');
  await adminQuery(base, `create database ${name} template ${template}`);
  const handle = openDatabase({ url: databaseUrl(base, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Counts the statements the app sends to the database while `run` runs (PGlite and pg alike). */
export async function countQueries(db: Database, run: () => Promise<unknown>): Promise<number> {
  const target = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = target.query;
  let n = 0;
  target.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return n;
}

/** Every text the database holds, table by table, for checking that a secret is in none. */
export async function allStoredText(db: Database): Promise<string> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const rows = (tables as unknown as { rows: { name: string }[] }).rows;
  const parts: string[] = [];
  for (const { name } of rows) {
    const result = await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`);
    for (const r of (result as unknown as { rows: { row: string }[] }).rows) parts.push(r.row);
  }
  return parts.join('\n');
}
