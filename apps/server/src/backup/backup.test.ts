import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { parseFileOption, runBackupCommand } from '../cli/backup-command.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirLockedError, LOCK_FILE } from '../db/data-dir-lock.ts';
import { adminQuery, databaseUrl, randomDatabaseName } from '../test/database.ts';
import { BackupError } from './archive.ts';
import { backUp } from './back-up.ts';
import { restore } from './restore.ts';

const OWNER = 'owner@inkfold.example';
const DESIGN = 'backed-up-design.pdf';

async function ownerName(db: Database): Promise<string | undefined> {
  const result = await db.execute<{ name: string }>(sql`select name from staff where email = ${OWNER}`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]?.name;
}

const renameOwner = (db: Database, name: string) =>
  db.execute(sql`update staff set name = ${name} where email = ${OWNER}`);

describe('npm run backup and restore: the command line', () => {
  it('takes one file, named by its option', () => {
    expect(parseFileOption(['--out', 'shop.backup'], 'out')).toEqual({ file: 'shop.backup' });
    expect(parseFileOption(['-h'], 'in')).toEqual({ help: true });
    expect(parseFileOption([], 'in')).toEqual({ error: 'Name the backup file with --in FILE' });
    expect(parseFileOption(['--out', 'x'], 'in')).toEqual({ error: "Unknown option '--out'" });
    expect(parseFileOption(['--in', 'x', 'y'], 'in')).toEqual({ error: "Unexpected argument 'y'" });
  });

  it('answers a shop that still holds its database with one line and exit code 1', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const run = () => Promise.reject(new DataDirLockedError('/srv/shop/data', 4242));
      const command = { name: 'restore', option: 'in' as const, usage: '', run };
      expect(await runBackupCommand(command, ['--in', 'shop.backup'])).toBe(1);
      expect(said.mock.calls).toEqual([
        [
          'npm run restore: the shop (pid 4242) has the embedded database in /srv/shop/data open: stop it first',
        ],
      ]);
    } finally {
      said.mockRestore();
    }
  });
});

describe('a backup of the embedded database', () => {
  let folder: string;
  let dataDir: string;
  let file: string;
  const open = () => openDatabase({ dataDir });

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-backup-test-'));
    dataDir = path.join(folder, 'data');
    file = path.join(folder, 'shop.backup');
    const seeded = openDatabase({
      dataDir,
      loadDataDir: new Blob([fs.readFileSync(inject('databaseTemplate'))]),
    });
    await seeded.db.execute(sql`select 1`);
    await seeded.close();
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', DESIGN), '%PDF-1.7 the design');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('restores the database and uploads as they were when it was made', async () => {
    expect(await backUp({ dataDir }, file)).toEqual({ engine: 'pglite', files: 1 });
    const changed = open();
    await renameOwner(changed.db, 'Changed after the backup');
    await changed.close();
    fs.rmSync(path.join(dataDir, 'uploads', DESIGN));

    expect(await restore({ dataDir }, file)).toEqual({ engine: 'pglite', files: 1 });
    const restored = open();
    expect(await ownerName(restored.db)).toBe('Olivia Park');
    await restored.close();
    expect(fs.readFileSync(path.join(dataDir, 'uploads', DESIGN), 'utf8')).toBe('%PDF-1.7 the design');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pglite', 'uploads']);
  });

  it('refuses while another process holds DATA_DIR, and a backup of the other engine', async () => {
    // The test runner's parent: a live process other than this one, as the shop would be.
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    await expect(backUp({ dataDir }, `${file}.again`)).rejects.toThrow(DataDirLockedError);
    await expect(restore({ dataDir }, file)).rejects.toThrow(DataDirLockedError);
    fs.rmSync(path.join(dataDir, LOCK_FILE));
    expect(fs.existsSync(`${file}.again`) || fs.existsSync(`${file}.again.partial`)).toBe(false);

    const onPostgres = { dataDir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restore(onPostgres, file)).rejects.toThrow(
      new BackupError(
        `${file} is a backup of the embedded database (PGlite, no DATABASE_URL), but this shop is set to use PostgreSQL (DATABASE_URL)`,
      ),
    );
    await expect(restore({ dataDir }, path.join(folder, 'none'))).rejects.toThrow(BackupError);
  });
});

const server = process.env.TEST_DATABASE_URL;

describe.skipIf(!server)('a backup of a PostgreSQL database', () => {
  let folder: string;
  let name: string;
  let settings: { dataDir: string; databaseUrl: string };

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-backup-test-'));
    name = randomDatabaseName('printshop_backup');
    await adminQuery(server!, `create database ${name}`);
    settings = { dataDir: folder, databaseUrl: databaseUrl(server!, name) };
    const scratch = openDatabase({ url: settings.databaseUrl });
    await scratch.migrate();
    await scratch.db.execute(
      sql`insert into staff (email, name, role, password_hash) values (${OWNER}, 'Olivia Park', 'owner', 'x')`,
    );
    await scratch.close();
  });
  afterAll(async () => {
    await adminQuery(server!, `drop database if exists ${name} with (force)`);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('restores it with pg_restore, refused while the shop is connected', async () => {
    const file = path.join(folder, 'shop.backup');
    expect(await backUp(settings, file)).toEqual({ engine: 'postgres', files: 0 });
    const shop = openDatabase({ url: settings.databaseUrl });
    await renameOwner(shop.db, 'Changed after the backup');
    await expect(restore(settings, file)).rejects.toThrow(/other connection\(s\) use this database/);
    await shop.close();

    expect(await restore(settings, file)).toEqual({ engine: 'postgres', files: 0 });
    const restored = openDatabase({ url: settings.databaseUrl });
    expect(await ownerName(restored.db)).toBe('Olivia Park');
    await restored.close();
  });
});
