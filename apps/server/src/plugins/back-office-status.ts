import { admin, CODE } from '@printshop/contract';
import type { Db } from '../db/client.ts';
import { staffForToken } from '../modules/staff/sessions.ts';
import { RECORD_SCREENS, recordExists } from './back-office-records.ts';

/**
 * The HTTP status of a direct load of a back-office page, where the server can know it
 * (docs/decisions/078): the page itself is the client-rendered shell, whatever the answer, and
 * its screen then says why. A record's screen (an order, a customer, a product…) whose address
 * the record's call would refuse, or that names no record, is 404; a screen the staff member's
 * role may not open (admin.ADMIN_SCREENS) is 403. Without a session (`token` from the page
 * cookie) only a malformed address is decided: the shell sends the person to log in, and a
 * stranger learns nothing of which records exist. Undefined leaves the page's own status.
 */
export async function backOfficeStatus(db: Db, pathname: string, token: string | undefined) {
  const screen = admin.adminScreenOf(pathname);
  if (!screen) return undefined;
  const record = RECORD_SCREENS[screen.name];
  const params = record?.input.safeParse(screen.params);
  if (params && !params.success) return CODE.notFound;
  const session = token ? await staffForToken(db, token) : null;
  if (!session) return undefined;
  const { access } = admin.ADMIN_SCREENS[screen.name];
  if (access !== 'session' && !admin.can(session.role, access)) return CODE.forbidden;
  if (record && params?.success && !(await recordExists(db, record, params.data))) return CODE.notFound;
  return undefined;
}
