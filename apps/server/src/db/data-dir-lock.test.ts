import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

describe('the embedded database’s lock file', () => {
  let dataDir: string;
  let lockFile: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-lock-'));
    lockFile = path.join(dataDir, LOCK_FILE);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** The id of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

  it('holds this process’s id until released', () => {
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses while another live process holds it, saying what to do', () => {
    fs.writeFileSync(lockFile, `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    try {
      lockDataDir(dataDir);
    } catch (error) {
      expect((error as Error).message).toContain(`(pid ${process.ppid})`);
      expect((error as Error).message).toContain('Stop that process first');
      expect((error as Error).message).toContain('/admin/staff');
    }
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over the lock of a process that is gone, or an unreadable one', () => {
    fs.writeFileSync(lockFile, `${deadPid()}\n`);
    lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    fs.writeFileSync(lockFile, 'not a pid');
    lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('is taken by opening PGlite in DATA_DIR and given back by closing it', async () => {
    const first = openDatabase({ dataDir });
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    fs.writeFileSync(lockFile, `${process.ppid}\n`);
    expect(() => openDatabase({ dataDir })).toThrow(DataDirLockedError);
    fs.writeFileSync(lockFile, `${process.pid}\n`);
    await first.close();
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 60_000);
});
