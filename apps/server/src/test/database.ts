import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * Test databases start as copies of one seeded template made once per run (global-setup.ts):
 * a PGlite data-directory dump, or a PostgreSQL database used as TEMPLATE. Each copy has a
 * random name and is dropped afterwards, because the PostgreSQL server is shared.
 */
export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
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
