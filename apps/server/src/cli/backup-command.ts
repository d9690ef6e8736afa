import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/archive.ts';
import type { BackupSettings } from '../backup/back-up.ts';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';

interface BackupCommand {
  /** `backup` or `restore`, as the operator types it after `npm run`. */
  name: string;
  /** The one option, naming the backup file. */
  option: 'in' | 'out';
  usage: string;
  run(settings: BackupSettings, file: string): Promise<string>;
}

/** The file named by the command's one option, the usage asked for, or what is wrong in one line. */
export function parseFileOption(
  argv: string[],
  option: 'in' | 'out',
): { file: string } | { help: true } | { error: string } {
  let given: ReturnType<typeof parseArgs>;
  try {
    given = parseArgs({
      args: argv,
      options: { [option]: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    if (!(error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw error;
    return { error: (error as Error).message.split('. ')[0]! };
  }
  if (given.values.help) return { help: true };
  const file = given.values[option];
  return typeof file === 'string' && file !== ''
    ? { file }
    : { error: `Name the backup file with --${option} FILE` };
}

/**
 * `npm run backup` and `npm run restore`: a refused command line is one line and exit code 2, a
 * refusal the operator can set right (the shop still running, a missing tool) one line and 1.
 */
export async function runBackupCommand(command: BackupCommand, argv: string[]): Promise<number> {
  const parsed = parseFileOption(argv, command.option);
  if ('help' in parsed) {
    console.log(command.usage);
    return 0;
  }
  if ('error' in parsed) {
    console.error(`npm run ${command.name}: ${parsed.error}. See npm run ${command.name} -- --help`);
    return 2;
  }
  // npm runs scripts in the project folder; INIT_CWD is where the operator typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.file);
  try {
    console.log(await command.run(loadConfig(), file));
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `npm run ${command.name}: the shop (pid ${error.pid}) has the embedded database in ${error.dataDir} open: stop it first`,
      );
      return 1;
    }
    if (!(error instanceof BackupError)) throw error;
    console.error(`npm run ${command.name}: ${error.message}`);
    return 1;
  }
}
