import { admin, CODE } from '@printshop/contract';
import type { Db } from '../db/client.ts';
import { orderExists } from '../modules/orders/order-exists.ts';
import { staffForToken } from '../modules/staff/sessions.ts';

/**
 * The HTTP status of a direct load of a back-office page, where the server can know it
 * (docs/decisions/078): the page itself is the client-rendered shell, whatever the answer, and
 * its screen then says why. An order screen whose id is not one, or names no order, is 404; a
 * screen the staff member's role may not open (admin.ADMIN_SCREENS) is 403. Without a session
 * (`token` from the page cookie) nothing is decided: the shell sends the person to log in, and a
 * stranger learns nothing of which orders exist. Undefined leaves the page's own status.
 */
export async function backOfficeStatus(db: Db, pathname: string, token: string | undefined) {
  const screen = admin.adminScreenOf(pathname);
  if (!screen) return undefined;
  const orderId = screen.name === 'order' ? admin.adminOrderDetail.input.safeParse(screen.params) : null;
  if (orderId && !orderId.success) return CODE.notFound;
  const session = token ? await staffForToken(db, token) : null;
  if (!session) return undefined;
  const { access } = admin.ADMIN_SCREENS[screen.name];
  if (access !== 'session' && !admin.can(session.role, access)) return CODE.forbidden;
  if (orderId?.success && !(await orderExists(db, orderId.data.id))) return CODE.notFound;
  return undefined;
}
