import type pg from 'pg';

/**
 * The advisory lock that one process at a time holds while it migrates and seeds
 * (docs/decisions/088-migrations-and-the-seed-run-under-one-advisory-lock.md). Any fixed number:
 * advisory locks are per database, so shops sharing a server do not wait on each other.
 */
const STARTUP_LOCK = 8_805_230_117;

/**
 * Runs `work` on one connection of the pool that holds the startup lock for its whole length: a
 * process that starts while another migrates or seeds waits here, then finds the work done. The
 * connection is closed afterwards rather than returned to the pool: a closed session holds no
 * lock, however `work` ended, and a process that dies mid-way drops the lock and rolls its
 * transaction back together.
 */
export async function withStartupLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work(client);
  } finally {
    client.release(true);
  }
}
