import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CLI = path.join(import.meta.dirname, '../cli/staff.ts');

/** `npm run staff` as a person runs it, with STAFF_PASSWORD set unless `env` says otherwise. */
export function runStaffCli(args: string[], env: NodeJS.ProcessEnv) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, STAFF_PASSWORD: 'a-long-password-1', ...env },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
