import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { admin } from '@printshop/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { t } from '../i18n/messages.ts';
import { createStaff } from '../modules/staff/service.ts';

const USAGE = `Usage: npm run staff -- create --email EMAIL --name NAME --role ${admin.STAFF_ROLES.join('|')}
The password is read from STAFF_PASSWORD, or asked for on the terminal.
With the embedded database (no DATABASE_URL), stop the shop first: one process opens it at a time.`;

async function askPassword(): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await terminal.question('Password (at least 12 characters): ');
  terminal.close();
  return answer;
}

/** `npm run staff -- create ...`: a real shop's first owner, or any staff member later. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const role = admin.STAFF_ROLES.find((r) => r === values.role);
  if (positionals[0] !== 'create' || !values.email?.includes('@') || !values.name?.trim() || !role) {
    console.error(USAGE);
    return 2;
  }
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await createStaff(database.db, { email: values.email, name: values.name, role, password });
    console.log(`Created ${role} ${values.email}. Log in at ${config.publicUrl}/admin/login`);
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
