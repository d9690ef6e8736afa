import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client.ts';
import { adminQuery, databaseUrl, randomDatabaseName } from './test/database.ts';
import { type ServerProcess, startServer } from './test/server-process.ts';
import { newMember } from './test/shop.ts';

const postgres = process.env.TEST_ENGINE === 'postgres';

const outboxOf = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/**
 * ROLE=web serves and only queues jobs; ROLE=worker runs them and serves nothing
 * (docs/decisions/092). Each has a DATA_DIR of its own, so the outbox a mail lands in says which
 * process sent it.
 */
describe.skipIf(!postgres)('a web process and a worker process on one PostgreSQL database', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = randomDatabaseName('printshop_roles');
  const dirs = { web: '', worker: '' };
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    await adminQuery(base, `create database ${name}`);
    dirs.web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    dirs.worker = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-'));
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await adminQuery(base, `drop database if exists ${name} with (force)`);
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the web process queues a mail, the worker sends it, and both stop cleanly on SIGTERM', async () => {
    const url = databaseUrl(base, name);
    const common = { DATABASE_URL: url, DEMO_DATA: 'off' };
    const [web, worker] = await Promise.all([
      startServer({ ...common, ROLE: 'web', DATA_DIR: dirs.web }),
      startServer({ ...common, ROLE: 'worker', DATA_DIR: dirs.worker }),
    ]);
    servers = [web!, worker!];
    await web!.answering('/api/ready');
    await vi.waitUntil(() => worker!.output().includes('worker ready'), { timeout: 90_000, interval: 100 });
    await expect(fetch(`http://127.0.0.1:${worker!.port}/api/health`)).rejects.toThrow();

    const database = openDatabase({ url });
    const member = await newMember(database.db).finally(() => database.close());
    const res = await fetch(`http://127.0.0.1:${web!.port}/api/member/forgotpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: member.email }),
    });
    expect(res.status).toBe(200);
    await vi.waitUntil(() => outboxOf(dirs.worker).length === 1, { timeout: 20_000, interval: 200 });
    expect(outboxOf(dirs.web)).toEqual([]);

    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) expect(await server.exited(), server.output()).toBe(0);
  }, 180_000);
});
