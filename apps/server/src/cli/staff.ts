import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { openOrExit } from '../db/data-dir-lock.ts';
import { HttpError } from '../http/errors.ts';
import { t } from '../i18n/messages.ts';
import { createStaff, resetStaffPassword } from '../modules/staff/service.ts';
import { parseStaffArgs, passwordRefusal, USAGE } from './staff-args.ts';

async function askPassword(): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await terminal.question('Password (at least 12 characters): ');
  terminal.close();
  return answer;
}

/** A refused command line: one line and exit code 2, as command-line tools do. */
function refuse(reason: string): number {
  console.error(`npm run staff: ${reason}. See npm run staff -- --help`);
  return 2;
}

/**
 * `npm run staff -- create ...`: a real shop's first owner, or any staff member later.
 * `npm run staff -- password ...`: the way back in for an owner who forgot their password.
 */
async function main(argv: string[]): Promise<number> {
  const parsed = parseStaffArgs(argv);
  if ('help' in parsed) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in parsed) return refuse(parsed.error);
  const { command } = parsed;
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  const weak = passwordRefusal(password);
  if (weak) return refuse(weak);
  const config = loadConfig();
  const database = openOrExit(() => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await database.migrate();
    if (command.name === 'create') {
      const { email, staffName: name, role } = command;
      await createStaff(database.db, { email, name, role, password });
      console.log(`Created ${role} ${email}. Log in at ${config.publicUrl}/admin/login`);
    } else {
      await resetStaffPassword(database.db, command.email, password);
      console.log(`New password set for ${command.email}. Log in at ${config.publicUrl}/admin/login`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(t('en', error.key, error.params));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
