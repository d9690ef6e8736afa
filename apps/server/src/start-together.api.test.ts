import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { products } from './modules/catalog/tables.ts';
import { articles, siteSettings } from './modules/content/tables.ts';
import { adminQuery, databaseUrl, randomDatabaseName } from './test/database.ts';
import { type ServerProcess, startServer } from './test/server-process.ts';

const postgres = process.env.TEST_ENGINE === 'postgres';

/** Rows that one seed writes once: a second seed would double them or crash on a duplicate key. */
async function seededRows(db: DatabaseHandle['db']) {
  return {
    siteSettings: await db.$count(siteSettings),
    articles: await db.$count(articles),
    products: await db.$count(products),
  };
}

/**
 * Real server processes started at once on an empty PostgreSQL database, as a deploy of several
 * processes does (docs/decisions/088-migrations-and-the-seed-run-under-one-advisory-lock.md). The
 * shop without demo data seeds in a fraction of the demo's time and races the same way.
 */
describe.skipIf(!postgres)('processes started at once on an empty PostgreSQL database', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = randomDatabaseName('printshop_start');
  let servers: ServerProcess[] = [];

  beforeAll(() => adminQuery(base, `create database ${name}`));
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await adminQuery(base, `drop database if exists ${name} with (force)`);
  });

  it('migrate and seed it once; one stopped while it seeds exits 0 and the others finish its work', async () => {
    const url = databaseUrl(base, name);
    servers = await Promise.all([1, 2, 3].map(() => startServer({ DATABASE_URL: url, DEMO_DATA: 'off' })));
    const seeding = await vi.waitUntil(
      () => servers.find((server) => server.output().includes('empty database: seeding')),
      { timeout: 90_000, interval: 100 },
    );
    seeding.child.kill('SIGTERM');
    expect(await seeding.exited(), seeding.output()).toBe(0);
    expect(seeding.output()).toContain('shutting down before the start completed');

    const serving = servers.filter((server) => server !== seeding);
    await Promise.all(serving.map((server) => server.answering('/api/ready')));
    const template = openDatabase({ url: databaseUrl(base, inject('databaseTemplate')) });
    const started = openDatabase({ url });
    try {
      expect(await seededRows(started.db)).toEqual(await seededRows(template.db));
    } finally {
      await Promise.all([template.close(), started.close()]);
    }

    for (const server of serving) server.child.kill('SIGTERM');
    for (const server of serving) expect(await server.exited(), server.output()).toBe(0);
  }, 180_000);
});
