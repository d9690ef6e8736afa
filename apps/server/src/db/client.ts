import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobQueue } from '../modules/jobs/queue.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationsFolder } from './migrations.ts';
import * as schema from './schema.ts';
import { withStartupLock } from './startup-lock.ts';

type Schema = typeof schema;
/** The shop's database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services accept both. */
export type Db = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Applies this build's migrations and the job queue's schema, then `seed` if given, on one connection while no other
   * process does the same (PostgreSQL: an advisory lock, db/startup-lock.ts; PGlite: one process
   * has the data directory anyway).
   */
  migrate(seed?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar archive, gzipped when asked (backups). */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

/** The node-postgres pool behind a PostgreSQL database, for its gauges; undefined on PGlite. */
export function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/pglite` (or memory).
 * Two processes writing one PGlite directory corrupt it: opening it claims DATA_DIR for this
 * process until close(), and throws DataDirLockedError while another live process holds it.
 */
export function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests start from a seeded copy). */
  loadDataDir?: Blob;
}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      migrate: (seed) =>
        withStartupLock(pool, async (client) => {
          const locked = drizzleNodePg(client, { schema });
          await migrateNodePg(locked, { migrationsFolder });
          await installJobQueue(locked as unknown as Database);
          await seed?.(locked as unknown as Database);
        }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  // pg_trgm backs the back office's substring searches with indexes (migration 0005), as on a
  // PostgreSQL server; PGlite must load it at every open, not only when the migration runs.
  const client = new PGlite({ dataDir: dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: async (seed) => {
      await migratePglite(db, { migrationsFolder });
      await installJobQueue(db as unknown as Database);
      await seed?.(db as unknown as Database);
    },
    close: async () => {
      await client.close();
      unlock();
    },
    // A dump asked for before PGlite has opened its directory never settles.
    dump: async (compression = 'none') => {
      await client.waitReady;
      return client.dumpDataDir(compression);
    },
  };
}
