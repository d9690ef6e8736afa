import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { JOB_SCHEMA, type JobData, QUEUE_NAMES, QUEUES, type QueueName } from './queues.ts';

/** The shop's job queue: pg-boss on the shop's own database (docs/decisions/092). */
export type JobQueue = PgBoss;

interface QueryResult {
  rows: unknown[];
}
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
  /** PGlite only: several statements in one text (pg-boss's schema), which query() refuses. */
  exec?(text: string): Promise<QueryResult[]>;
}

/**
 * pg-boss's SQL on the connection the shop already has, rather than a second pool: a
 * node-postgres pool or client on PostgreSQL, the one PGlite otherwise (which runs
 * multi-statement text only through exec).
 */
function sqlRunnerOf(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: SqlClient }).$client;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (client.exec && !values?.length) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

/** Archived jobs (done or failed) stay this long: a mail's body, links and all, is gone a day after. */
const ARCHIVE = {
  archiveCompletedAfterSeconds: 3600,
  /** Failed mails stay in the owners' list for 30 days. */
  archiveFailedAfterSeconds: 30 * 24 * 3600,
  deleteAfterDays: 1,
};

/**
 * Creates or upgrades pg-boss's schema and the shop's queues. Runs with the migrations, under their
 * lock, so test databases copied from a template have it and app processes only check it.
 */
export async function installJobQueue(db: Db): Promise<void> {
  const boss = new PgBoss({ db: sqlRunnerOf(db), schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of QUEUE_NAMES) {
    if (!existing.has(name)) await boss.createQueue(name, { name, ...QUEUES[name].options });
  }
  await boss.stop({ graceful: false, close: false });
}

/**
 * The queue of one app process, started when the app is ready. Every process can send jobs;
 * a process that runs jobs (`runsJobs`) also archives and expires them and starts the scheduled
 * ones, each once across all processes (pg-boss takes turns through the database).
 */
export function openJobQueue(db: Db, log: FastifyBaseLogger, runsJobs: boolean): JobQueue {
  const boss = new PgBoss({
    db: sqlRunnerOf(db),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: runsJobs,
    schedule: runsJobs,
    ...ARCHIVE,
  });
  // An unhandled 'error' event would end the process; a failed poll is retried at the next one.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  return boss;
}

/** Puts a job on its queue, typed by what the queue's jobs carry. */
export async function enqueue<Q extends QueueName>(
  jobs: JobQueue,
  queue: Q,
  data: JobData[Q],
): Promise<void> {
  await jobs.send(queue, data);
}

/** How many jobs each queue holds in each state, in one query (the /metrics gauges). */
export async function jobCounts(db: Db): Promise<{ queue: string; state: string; count: number }[]> {
  const result = await db.execute<{ queue: string; state: string; count: number }>(
    sql`select name as queue, state::text as state, count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job group by name, state`,
  );
  return (result as unknown as { rows: { queue: string; state: string; count: number }[] }).rows;
}
