import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer, MailMessage } from '../modules/mail/mailer.ts';
import { openTestDatabase } from './database.ts';
import type { LogCapture } from './log.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** A Fastify app on its own copy of the seeded database; call close() in afterAll. */
interface TestAppOptions {
  /** Adds routes before the app is ready (tests of the core). */
  extend?: (app: FastifyInstance) => void;
  mailer?: Mailer;
  /** Mail goes through the mail queue to this transport, as in production (jobs tests). */
  mailTransport?: Mailer;
  /** Receives every log line, down to trace level; logging is otherwise off. */
  log?: LogCapture;
  /** Environment the config is loaded from, besides NODE_ENV=test. */
  env?: NodeJS.ProcessEnv;
}

export async function createTestApp({
  extend,
  mailer,
  mailTransport,
  log,
  env,
}: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDatabase(inject('databaseTemplate'));
  const config = {
    ...loadConfig({ ...env, NODE_ENV: 'test' }),
    dataDir: `${process.env.TEST_DATA_DIR ?? '/tmp'}`,
  };
  const logger = log ? { level: 'trace', stream: log } : false;
  const app = await buildApp({
    config,
    db: handle.db,
    mailer: mailer ?? (mailTransport ? undefined : new MemoryMailer()),
    mailTransport,
    logger,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Keeps sent mail in memory for tests to read. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}
