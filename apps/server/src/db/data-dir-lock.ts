import fs from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR naming the process that has the embedded database open. */
export const LOCK_FILE = 'pglite.lock';

/** The embedded database is open in another live process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}): one process may ` +
        'open it at a time, and two would corrupt it. Stop that process first (the shop, or another ' +
        '`npm run staff`); while the shop runs, manage staff on the back office at /admin/staff. ' +
        `If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
  }
}

/** Whether a process with this id runs: signal 0 checks without sending anything. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Claims the embedded database in `dataDir` for this process, as PGlite does not: it writes this
 * process's id in DATA_DIR/pglite.lock, created exclusively, and answers the function that
 * removes it. A lock whose process is gone (a crash, a kill) or is this very process (a container
 * restarted with the same pid) is taken over; a live one is a DataDirLockedError.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holder(file);
    if (pid !== null && pid !== process.pid && alive(pid)) throw new DataDirLockedError(dataDir, pid);
    fs.rmSync(file, { force: true });
  }
}

/**
 * What the server and the command line open their database with: `open()`, or, while another
 * process holds the embedded database, the reason and what to do on stderr and exit code 1,
 * rather than a stack trace.
 */
export function openOrExit<T>(open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
