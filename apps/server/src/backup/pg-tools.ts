import { spawn } from 'node:child_process';
import pg from 'pg';
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
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
