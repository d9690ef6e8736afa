import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';

/**
 * Staff edits reach every visitor at once, in every app process (docs/decisions/082): a write
 * announces what it changed on a PostgreSQL channel, inside its transaction, so the notice goes
 * out when it commits and never for a write that rolled back; every process listens and empties
 * the caches that could show the old values. With PGlite the one process hears its own notices.
 */

const CHANNEL = 'shop_changes';

/** What an edit changed, for the log: the caches drop everything either way, edits being rare. */
export type Change = 'catalog' | 'content' | 'settings';

/** Announces a change when the transaction `db` is in commits (at once outside one). */
export async function announceChange(db: Db, change: Change): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${change})`);
}

export interface ChangeFeed {
  /** Calls `listener` after every committed change, and when notices may have been missed. */
  onChange(listener: () => void): void;
  /**
   * Empties this process's caches now, once an edit has committed: the notice reaches the other
   * processes within milliseconds, but the staff member's next request may come sooner.
   */
  changed(): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * A dedicated PostgreSQL connection that LISTENs. When it is lost, notices may be lost with it:
 * the listeners are called once (empty the caches) and it connects again.
 */
async function listenOnPostgres(
  pool: pg.Pool,
  emit: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let client: pg.PoolClient | undefined;
  let closed = false;
  const connect = async (): Promise<void> => {
    try {
      const connected = await pool.connect();
      connected.on('notification', emit);
      connected.on('error', (error) => {
        // Ending the feed (or dropping the database) ends the connection too: nothing to mend then.
        if (closed || client !== connected) return;
        log.warn({ err: error }, 'change feed connection lost');
        client = undefined;
        connected.release(error);
        emit();
        setTimeout(connect, RECONNECT_MS);
      });
      await connected.query(`listen ${CHANNEL}`);
      client = connected;
    } catch (error) {
      log.warn({ err: error }, 'change feed cannot listen; retrying');
      if (!closed) setTimeout(connect, RECONNECT_MS);
    }
  };
  await connect();
  return async () => {
    closed = true;
    // Destroyed rather than returned to the pool, where it would go on listening.
    client?.release(true);
    client = undefined;
  };
}

export async function openChangeFeed(db: Database, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const listeners: (() => void)[] = [];
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const stop =
    client instanceof PGlite ? await client.listen(CHANNEL, emit) : await listenOnPostgres(client, emit, log);
  return {
    onChange: (listener) => listeners.push(listener),
    changed: emit,
    close: async () => {
      // The app may close after its database, whose close ended the listening already.
      if (!(client instanceof PGlite && client.closed)) await stop();
    },
  };
}
