import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { LOCK_FILE } from './db/data-dir-lock.ts';
import { type ServerProcess, startServer } from './test/server-process.ts';
import { runStaffCli } from './test/staff-cli.ts';

/** A raw HTTP/1.1 connection, so the test decides when each byte is sent. */
class Connection {
  readonly socket: net.Socket;
  received = '';
  readonly closed: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8').on('data', (chunk: string) => {
      this.received += chunk;
    });
    this.closed = once(this.socket, 'close').then(() => undefined);
  }

  async until(text: string): Promise<void> {
    while (!this.received.includes(text)) await once(this.socket, 'data');
  }
}

/**
 * The real server process (main.ts) on its own port and DATA_DIR, stopped with SIGTERM the way
 * a process manager stops it. The DATA_DIR starts as a copy of the seeded test database, so the
 * server starts in seconds instead of seeding for a minute.
 */
describe('main.ts on SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-main-'));
    const seeded = openDatabase({
      dataDir,
      loadDataDir: new Blob([fs.readFileSync(inject('databaseTemplate'))]),
    });
    await seeded.migrate();
    await seeded.close();
    server = await startServer({ DATA_DIR: dataDir });
    await server.answering('/api/health');
  }, 120_000);

  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the embedded database to itself: npm run staff and a second server are refused', async () => {
    const { pid } = server.child;
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(`${pid}\n`);
    const cli = runStaffCli(['password', '--email', 'owner@inkfold.example'], { DATA_DIR: dataDir });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`open in another process (pid ${pid})`);
    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.exited()).toBe(1);
    expect(second.output()).toContain('Stop that process first');
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok).toBe(true);
  }, 30_000);

  it('closes idle connections, finishes the request in flight and exits 0 at once', async () => {
    const idle = new Connection(server.port);
    idle.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await idle.until('"code":200');

    // A request in flight: its headers are in (the server answered 100 Continue), its body not.
    const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
    const busy = new Connection(server.port);
    busy.socket.write(
      `POST /api/pay/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await busy.until('100 Continue');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await idle.closed;
    busy.socket.write(body);
    await busy.closed;
    const code = await server.exited();

    // The test provider refuses every webhook: the full answer came, not a reset connection.
    expect(busy.received).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 400 /);
    expect(busy.received).toContain('"Invalid webhook signature"');
    expect(code, server.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(server.output()).toContain('shutting down');
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
