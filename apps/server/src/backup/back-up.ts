import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar, { type Pack } from 'tar-stream';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import {
  addBytes,
  addFile,
  BackupError,
  type BackupSummary,
  DUMP,
  type Engine,
  MANIFEST,
  type Manifest,
  UPLOADS,
} from './archive.ts';
import { runPgTool } from './pg-tools.ts';

export type BackupSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

/** Half-written files the local store leaves while it writes (modules/files/local-storage.ts). */
const PARTIAL = /\.part$/;

/**
 * PGlite's data directory as a gzipped tar, made by PGlite itself. Opening it claims DATA_DIR, so
 * this throws DataDirLockedError while the shop runs: a copy taken under a writer is not a backup.
 */
async function addPglite(pack: Pack, dataDir: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${dataDir}: set DATA_DIR to the shop's (or DATABASE_URL)`);
  }
  const database = openDatabase({ dataDir });
  try {
    const dump = await database.dump!('gzip');
    await addBytes(pack, DUMP.pglite, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** pg_dump's custom format (compressed, restored by pg_restore), while the shop keeps running. */
async function addPostgres(pack: Pack, databaseUrl: string): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-backup-'));
  try {
    const file = path.join(folder, DUMP.postgres);
    await runPgTool('pg_dump', databaseUrl, ['--format=custom', `--file=${file}`]);
    await addFile(pack, DUMP.postgres, file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Every upload in DATA_DIR/uploads (the local store's folder, files/file-stores.ts), after the
 * database: a file uploaded meanwhile is one more, never one the dump names and the backup lacks.
 * Media renditions are left out: they are made again from their source.
 */
async function addUploads(pack: Pack, dataDir: string): Promise<number> {
  const folder = path.join(dataDir, 'uploads');
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !PARTIAL.test(name)) : [];
  for (const name of names) await addFile(pack, `${UPLOADS}${name}`, path.join(folder, name));
  return names.length;
}

/**
 * Writes the shop's backup to `out` (docs/decisions/091): beside it first, renamed into place
 * once whole, so a failed run never leaves a file that looks like a backup.
 */
export async function backUp(settings: BackupSettings, out: string): Promise<BackupSummary> {
  const engine: Engine = settings.databaseUrl ? 'postgres' : 'pglite';
  const manifest: Manifest = {
    format: 1,
    engine,
    madeAt: new Date().toISOString(),
    files: settings.s3 ? 'in-bucket' : 'included',
  };
  const partial = `${out}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(partial));
  try {
    await addBytes(pack, MANIFEST, Buffer.from(JSON.stringify(manifest)));
    if (settings.databaseUrl) await addPostgres(pack, settings.databaseUrl);
    else await addPglite(pack, settings.dataDir);
    const files = settings.s3 ? 0 : await addUploads(pack, settings.dataDir);
    pack.finalize();
    await written;
    fs.renameSync(partial, out);
    return { engine, files };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
