import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { adminQuery, databaseUrl, randomDatabaseName } from '../apps/server/src/test/database.ts';
import { startShop, waitForHealth } from './shop.ts';

async function reachable(base: string): Promise<boolean> {
  return adminQuery(base, 'select 1').then(
    () => true,
    () => false,
  );
}

/**
 * Runs `measure` against the built shop on `port`, serving a scratch PostgreSQL database that
 * `fill` prepared first, then stops the shop and drops the database. Without a PostgreSQL server
 * (TEST_DATABASE_URL, else the local one) the `section` says it is skipped.
 */
export async function onScratchPostgresShop<Filled>(
  section: string,
  port: number,
  fill: (url: string) => Promise<Filled>,
  measure: (filled: Filled, url: string) => Promise<void>,
): Promise<void> {
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await reachable(base))) {
    console.log(`${section}: no PostgreSQL at ${base}, skipped (set TEST_DATABASE_URL)`);
    return;
  }
  const name = randomDatabaseName('printshop_bench');
  await adminQuery(base, `create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-bench-pg-'));
  const url = databaseUrl(base, name);
  let shop: { process: ReturnType<typeof startShop>; exited: Promise<unknown> } | undefined;
  try {
    const filled = await fill(url);
    const started = startShop(port, { DATABASE_URL: url, DATA_DIR: dataDir });
    shop = { process: started, exited: once(started, 'exit') };
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000);
    await measure(filled, url);
  } finally {
    // autocannon leaves requests behind with their sockets closed, which the shop's graceful
    // close does not wait for: let them finish before the shop and its database go.
    await setTimeout(2000);
    shop?.process.kill('SIGTERM');
    await shop?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(base, `drop database if exists ${name} with (force)`);
  }
}
