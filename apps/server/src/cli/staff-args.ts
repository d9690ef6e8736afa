import { parseArgs } from 'node:util';
import { admin } from '@printshop/contract';
import type { z } from 'zod';
import { inputMessage } from '../http/input-message.ts';

/**
 * What `npm run staff` was asked to do, checked as the API checks a staff account
 * (admin.adminStaffCreate's schemas), so the command line cannot store what the back office and
 * its log-in would refuse.
 */

export const USAGE = `Usage: npm run staff -- create --email EMAIL --name NAME --role ${admin.STAFF_ROLES.join('|')}
       npm run staff -- password --email EMAIL   (a new password; their sessions end)
The password is read from STAFF_PASSWORD, or asked for on the terminal.
With the embedded database (no DATABASE_URL), stop the shop first: one process opens it at a
time. While the shop runs, manage staff on the back office at /admin/staff.`;

type StaffCommand =
  | { name: 'create'; email: string; staffName: string; role: admin.StaffRole }
  | { name: 'password'; email: string };

/** A command, the usage asked for, or what is wrong in one line. */
type ParsedArgs = { command: StaffCommand } | { help: true } | { error: string };

const account = admin.adminStaffCreate.input;
const createFields = account.pick({ email: true, name: true, role: true });
const passwordFields = account.pick({ email: true });
const newPassword = account.pick({ password: true });

/**
 * The fields as the API's schema reads them, or its first refusal in its words; a role is named
 * from the roles there are, as the operator at a terminal has no list to choose from.
 */
function check<S extends z.ZodType>(schema: S, fields: unknown): { data: z.output<S> } | { error: string } {
  const checked = schema.safeParse(fields);
  if (checked.success) return { data: checked.data };
  const issue = checked.error.issues[0]!;
  if (issue.path[0] === 'role') return { error: `Role must be one of: ${admin.STAFF_ROLES.join(', ')}` };
  return { error: inputMessage(issue, admin.adminStaffCreate.path, 'en') };
}

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The options and words given; Node's own message, up to its first full stop, when malformed. */
function split(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code?.startsWith('ERR_PARSE_ARGS')) throw error;
    return { error: (error as Error).message.split('. ')[0]! };
  }
}

export function parseStaffArgs(argv: string[]): ParsedArgs {
  const given = split(argv);
  if ('error' in given) return given;
  const { positionals, values } = given;
  if (values.help) return { help: true };
  const [name, ...extra] = positionals;
  if (name !== 'create' && name !== 'password') {
    return { error: name === undefined ? 'No command given' : `Unknown command '${name}'` };
  }
  if (extra.length > 0) return { error: `Unexpected argument '${extra[0]}'` };
  if (name === 'password') {
    if (values.name !== undefined || values.role !== undefined) {
      return { error: 'The password command takes only --email' };
    }
    const checked = check(passwordFields, { email: values.email });
    return 'error' in checked ? checked : { command: { name, email: checked.data.email } };
  }
  const checked = check(createFields, { email: values.email, name: values.name, role: values.role });
  if ('error' in checked) return checked;
  const { email, name: staffName, role } = checked.data;
  return { command: { name, email, staffName, role } };
}

/** What is wrong with a new password, as the API would say it, or null. */
export function passwordRefusal(password: string): string | null {
  const checked = check(newPassword, { password });
  return 'error' in checked ? checked.error : null;
}
