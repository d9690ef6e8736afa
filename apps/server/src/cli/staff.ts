import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { admin } from '@printshop/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { t } from '../i18n/messages.ts';
import { createStaff, resetStaffPassword } from '../modules/staff/service.ts';

const USAGE = `Usage: npm run staff -- create --email EMAIL --name NAME --role ${admin.STAFF_ROLES.join('|')}
       npm run staff -- password --email EMAIL   (a new password; their sessions end)
The password is read from STAFF_PASSWORD, or asked for on the terminal.
With the embedded database (no DATABASE_URL), stop the shop first: one process opens it at a time.`;

async function askPassword(): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await terminal.question('Password (at least 12 characters): ');
  terminal.close();
  return answer;
}

type Command =
  | { name: 'create'; email: string; staffName: string; role: admin.StaffRole }
  | { name: 'password'; email: string };

function commandOf(argv: string[]): Command | null {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const email = values.email?.includes('@') ? values.email : undefined;
  if (!email) return null;
  if (positionals[0] === 'password') return { name: 'password', email };
  const role = admin.STAFF_ROLES.find((r) => r === values.role);
  const staffName = values.name?.trim();
  if (positionals[0] !== 'create' || !staffName || !role) return null;
  return { name: 'create', email, staffName, role };
}

/**
 * `npm run staff -- create ...`: a real shop's first owner, or any staff member later.
 * `npm run staff -- password ...`: the way back in for an owner who forgot their password.
 */
async function main(argv: string[]): Promise<number> {
  const command = commandOf(argv);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
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
