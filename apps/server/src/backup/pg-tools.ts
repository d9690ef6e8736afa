import { spawn } from 'node:child_process';
import pg from 'pg';
import { JOB_SCHEMA } from '../modules/jobs/queues.ts';
import { BackupError } from './archive.ts';

/**
 * Runs pg_dump or pg_restore on DATABASE_URL, their messages on this terminal. The password goes
 * in PGPASSWORD rather than on the command line, where any user of the machine could read it.
 */
export function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools, of the server's major version or newer (Debian: apt-get install postgresql-client)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}); its message is above`));
    });
  });
}

/** How many other sessions are connected to the database: a restore must not pull it from under them. */
export async function otherSessions(databaseUrl: string): Promise<number> {
  const rows = await queryOnce<{ n: number }>(
    databaseUrl,
    'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows[0]!.n;
}

/**
 * Drops the job queue's schema before a restore: pg_restore --clean cannot drop the constraints of
 * its partitions one by one (they are inherited), and the dump makes the whole schema again. A
 * restore that fails after this leaves no queue, which the shop's next start installs afresh.
 */
export async function dropJobSchema(databaseUrl: string): Promise<void> {
  await queryOnce(databaseUrl, `drop schema if exists ${JOB_SCHEMA} cascade`);
}

async function queryOnce<Row extends pg.QueryResultRow>(databaseUrl: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}
