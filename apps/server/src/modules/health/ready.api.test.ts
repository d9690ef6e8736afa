import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { api } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';

const READY = { ready: true, database: 'up', pendingMigrations: [] };

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database answers and has every migration of this build', async () => {
    const res = await call(t.app, api.ready, {});
    expect(res.status).toBe(200);
    expect(res.data).toEqual(READY);
  });

  it('answers 503 naming the migrations the database lacks, in the reader’s language', async () => {
    const [last] = await t.db
      .execute<{ created_at: string }>(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning created_at`,
      )
      .then((result) => (result as unknown as { rows: { created_at: string }[] }).rows);
    try {
      const en = await call(t.app, api.ready, {});
      expect(en.status).toBe(503);
      expect(en.data).toMatchObject({ ready: false, database: 'up' });
      expect(en.data.pendingMigrations).toHaveLength(1);
      const [tag] = en.data.pendingMigrations;
      expect(en.msg).toBe(`Not ready: the database lacks migrations of this version: ${tag}`);
      const zh = await call(t.app, api.ready, {}, { lang: 'zh' });
      expect(zh.msg).toBe(`未就绪：数据库缺少此版本的迁移：${tag}`);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('', ${last!.created_at})`,
      );
    }
    expect((await call(t.app, api.ready, {})).status).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    vi.spyOn(t.db, 'select').mockImplementationOnce(() => {
      throw new Error('connection refused');
    });
    const res = await call(t.app, api.ready, {});
    expect(res.status).toBe(503);
    expect(res.data).toEqual({ ready: false, database: 'down', pendingMigrations: [] });
    expect(res.msg).toBe('Not ready: the database does not answer');
    vi.restoreAllMocks();
  });
});

describe('GET /api/ready while the process shuts down', () => {
  it('answers 503 on a connection still open, so a load balancer sends nothing new', async () => {
    let entered = () => {};
    const inFlight = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // A request in flight keeps its connection open while the app closes.
    const t = await createTestApp({
      extend: (app) =>
        app.get('/held', () => {
          entered();
          return held.then(() => 'done');
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1').setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = once(socket, 'close');
    socket.write('GET /held HTTP/1.1\r\nHost: shop\r\n\r\n');
    await inFlight;

    const closing = t.close();
    // The port is closed once Fastify is closing: from then on, nothing new is served.
    await vi.waitUntil(() => !t.app.server.listening);
    socket.write('GET /api/ready HTTP/1.1\r\nHost: shop\r\n\r\n');
    finish();
    await Promise.all([closing, ended]);
    const [, answer] = received.split(/(?=HTTP\/1\.1 )/);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
  });
});
