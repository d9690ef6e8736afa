import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import { runStaffCli } from '../test/staff-cli.ts';

describe('npm run staff, refusing before it opens anything', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runStaffCli(args, { DATA_DIR: dataDir, ...env });

  it('answers an unknown option, command or bad field with one line and exit code 2', () => {
    const refusals: [string[], NodeJS.ProcessEnv, string][] = [
      [['create', '--emial', 'a@b.co'], {}, "Unknown option '--emial'"],
      [['password', '--email', 'a@b.co'], { STAFF_PASSWORD: 'x'.repeat(51) }, 'Password is too long'],
    ];
    for (const [args, env, reason] of refusals) {
      const { code, stderr } = run(args, env);
      expect([args, code]).toEqual([args, 2]);
      expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(reason)]);
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses an embedded database another live process holds, saying what to do, with exit code 1', () => {
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    const { code, stderr } = run(['password', '--email', 'owner@inkfold.example']);
    expect(code).toBe(1);
    expect(stderr).toContain(`open in another process (pid ${process.pid})`);
    expect(stderr).toContain('/admin/staff');
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
