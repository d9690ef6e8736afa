import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openFileStorage } from '../modules/files/file-stores.ts';
import {
  BackupError,
  type BackupSummary,
  DUMP,
  type Engine,
  MANIFEST,
  type Manifest,
  UPLOADS,
} from './archive.ts';
import type { BackupSettings } from './back-up.ts';
import { dropJobSchema, otherSessions, runPgTool } from './pg-tools.ts';

const ENGINE_NAMES: Record<Engine, string> = {
  pglite: 'the embedded database (PGlite, no DATABASE_URL)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/** One file of the archive as tar-stream reads it. */
type Source = tar.Extract extends AsyncIterable<infer Entry> ? Entry : never;

const notABackup = (file: string) => new BackupError(`${file} is not a backup made by npm run backup`);

async function bytesOf(entry: Source): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function checkManifest(text: string, engine: Engine, file: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw notABackup(file);
  }
  if (manifest.format !== 1) throw new BackupError(`${file} was made by a newer version of the shop`);
  if (manifest.engine !== engine) {
    throw new BackupError(
      `${file} is a backup of ${ENGINE_NAMES[manifest.engine]}, but this shop is set to use ${ENGINE_NAMES[engine]}`,
    );
  }
  return manifest;
}

/**
 * The dump opened as a fresh PGlite directory beside the shop's, which then takes its place: a
 * dump that cannot be opened leaves the shop's database as it was.
 */
async function restorePglite(entry: Source, dataDir: string): Promise<void> {
  const folder = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const dump = new Blob([await bytesOf(entry)], { type: 'application/gzip' });
    const restored = openDatabase({ dataDir: folder, loadDataDir: dump });
    await restored.db.execute(sql`select 1`);
    await restored.close();
    const live = path.join(dataDir, 'pglite');
    const replaced = path.join(folder, 'replaced');
    if (fs.existsSync(live)) fs.renameSync(live, replaced);
    try {
      fs.renameSync(path.join(folder, 'pglite'), live);
    } catch (error) {
      if (fs.existsSync(replaced)) fs.renameSync(replaced, live);
      throw error;
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * pg_restore over DATABASE_URL's database: `--clean` drops what the dump holds and makes it again
 * in one transaction, owned by the restoring user. Refused while anything else is connected (a
 * shop process would keep writing into what is being replaced).
 */
async function restorePostgres(entry: Source, databaseUrl: string): Promise<void> {
  const others = await otherSessions(databaseUrl);
  if (others > 0) {
    throw new BackupError(
      `${others} other connection(s) use this database: stop every process of the shop first, then restore`,
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-restore-'));
  try {
    const file = path.join(folder, DUMP.postgres);
    await pipeline(entry, fs.createWriteStream(file));
    await dropJobSchema(databaseUrl);
    await runPgTool('pg_restore', databaseUrl, [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      file,
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Puts the backup `file` back (docs/decisions/091): the database as it was, then its uploads into
 * the shop's file storage, whichever it is now (local disk, or S3). Uploads made since stay:
 * nothing refers to them.
 */
async function readBackup(settings: BackupSettings, file: string): Promise<BackupSummary> {
  const engine: Engine = settings.databaseUrl ? 'postgres' : 'pglite';
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  const storage = await openFileStorage(settings);
  let manifest: Manifest | undefined;
  let restored = false;
  let files = 0;
  try {
    for await (const entry of extract) {
      const { name } = entry.header;
      if (!manifest) {
        if (name !== MANIFEST) throw notABackup(file);
        manifest = checkManifest((await bytesOf(entry)).toString('utf8'), engine, file);
      } else if (name === DUMP[engine] && !restored) {
        if (settings.databaseUrl) await restorePostgres(entry, settings.databaseUrl);
        else await restorePglite(entry, settings.dataDir);
        restored = true;
      } else if (name.startsWith(UPLOADS) && restored) {
        await storage.uploads.put(name.slice(UPLOADS.length), Readable.from(entry));
        files++;
      } else {
        throw new BackupError(`${file} holds ${name}, which no backup of this shop holds: it was changed`);
      }
    }
  } finally {
    source.destroy();
    storage.close();
  }
  if (!restored) throw new BackupError(`${file} holds no database: it is cut short`);
  return { engine, files };
}

export async function restore(settings: BackupSettings, file: string): Promise<BackupSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`No file at ${file}`);
  if (settings.databaseUrl) return readBackup(settings, file);
  // The whole restore holds DATA_DIR, so the shop cannot start on a half-restored directory.
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const unlock = lockDataDir(settings.dataDir);
  try {
    return await readBackup(settings, file);
  } finally {
    unlock();
  }
}
