import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { startWorkers } from './workers.ts';

const POLL_SECONDS = 0.5;

/** A transport that refuses the first `failures` mails, as an SMTP server that is down would. */
class FlakyTransport implements Mailer {
  readonly delivered: MailMessage[] = [];
  attempts = 0;

  constructor(private failures: number) {}

  async send(message: MailMessage): Promise<void> {
    this.attempts++;
    if (this.failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    this.delivered.push(message);
  }
}

const mail = (to: string): MailMessage => ({ to, subject: `Hello ${to}`, text: 'Hi', html: '<p>Hi</p>' });

describe('mail through the job queue', () => {
  const transport = new FlakyTransport(2);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ mailTransport: transport });
    // Retries a second apart rather than minutes, so the test sees them.
    await t.app.jobs.updateQueue('mail', { name: 'mail', retryLimit: 3, retryDelay: 1, retryBackoff: false });
    await startWorkers(t.app, POLL_SECONDS);
  });
  afterAll(() => t.close());

  it('queues a mail instead of sending it in the request, and delivers it after the transport recovers', async () => {
    await t.app.mailer.send(mail('ada@example.com'));
    await vi.waitUntil(() => transport.delivered.length === 1, { timeout: 15_000, interval: 100 });
    expect(transport.attempts).toBe(3);
    expect(transport.delivered[0]).toMatchObject({ to: 'ada@example.com', subject: 'Hello ada@example.com' });
  });
});

describe('a job with two workers', () => {
  const transports = [new FlakyTransport(0), new FlakyTransport(0)];
  let apps: TestApp[] = [];

  beforeAll(async () => {
    const first = await createTestApp({ mailTransport: transports[0] });
    apps = [first];
    await startWorkers(first.app, POLL_SECONDS);
  });
  afterAll(async () => {
    // The second app shares the first one's database, which closes with the first.
    for (const t of apps.reverse()) await t.close();
  });

  it('runs once however many workers take jobs from the queue', async () => {
    const [first] = apps;
    const { buildApp } = await import('../../app.ts');
    // A second app process on the same database: its own queue client and workers.
    const second = await buildApp({
      config: first!.app.config,
      db: first!.db,
      mailTransport: transports[1],
      logger: false,
    });
    await second.ready();
    apps.push({ app: second, db: first!.db, close: () => second.close() });
    await startWorkers(second, POLL_SECONDS);

    const addresses = Array.from({ length: 20 }, (_, i) => `buyer${i}@example.com`);
    await Promise.all(addresses.map((to) => first!.app.mailer.send(mail(to))));
    const delivered = () => transports.flatMap((transport) => transport.delivered.map((m) => m.to));
    await vi.waitUntil(() => delivered().length >= addresses.length, { timeout: 20_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered().sort()).toEqual([...addresses].sort());
  });
});

describe('a queue with jobs waiting', () => {
  const transport = new FlakyTransport(0);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ mailTransport: transport });
  });
  afterAll(() => t.close());

  it('takes one job after another, not one per polling interval', async () => {
    const addresses = Array.from({ length: 5 }, (_, i) => `backlog${i}@example.com`);
    for (const to of addresses) await t.app.mailer.send(mail(to));
    // An interval longer than the wait: only a worker that asks again after each job delivers all five.
    await startWorkers(t.app, 60);
    await vi.waitUntil(() => transport.delivered.length === addresses.length, {
      timeout: 20_000,
      interval: 100,
    });
    // Jobs queued in the same millisecond have no order between them, so only the set is checked.
    expect(transport.delivered.map((m) => m.to).sort()).toEqual(addresses);
  });
});
