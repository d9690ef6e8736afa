import { admin, CODE } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { clearStaffCookie, originAllowed, setStaffCookie, staffToken } from '../../plugins/staff-auth.ts';
import { recordAudit } from '../audit/record.ts';
import { guardLogin, type LoginDoor } from '../ratelimit/login-guard.ts';
import { addStaffAccount, staffAccounts, updateStaffAccount } from './accounts.ts';
import { myNotices, saveMyNotices } from './notices.ts';
import { changeOwnPassword } from './own-password.ts';
import { staffIdByEmail, staffLogin } from './service.ts';
import { endStaffSession } from './sessions.ts';

/**
 * As for customers, only failures count, 20 an address a quarter hour, and a browser the staff
 * member logged in from before has its own device cookie (docs/decisions/089).
 */
const STAFF_LOGIN: LoginDoor = {
  name: 'staff-login',
  cookie: 'staff_device',
  path: admin.adminLogin.path,
  perAddress: 20,
  accountOf: staffIdByEmail,
};

export function staffRoutes(app: FastifyInstance): void {
  route(app, admin.adminLogin, async ({ input, lang, request, reply }) => {
    // A log-in from another site's page would plant that site's session (log-in CSRF).
    if (!originAllowed(request, app.config.publicUrl))
      throw new HttpError(CODE.forbidden, 'staffOriginRefused');
    const { token, member } = await guardLogin(request, reply, STAFF_LOGIN, input.email, () =>
      staffLogin(app.db, { ...input, ip: request.ip, lang }),
    );
    await recordAudit(app.db, {
      staffId: member.id,
      ip: request.ip,
      action: 'staff.login',
      entity: 'staff',
      entityId: member.id,
    });
    setStaffCookie(reply, token);
    return { email: member.email, name: member.name, role: member.role };
  });

  route(app, admin.adminLogout, async ({ lang, staff, request, reply }) => {
    const token = staffToken(request);
    if (token) await endStaffSession(app.db, token);
    await recordAudit(app.db, {
      staffId: staff!.staffId,
      ip: request.ip,
      action: 'staff.logout',
      entity: 'staff',
      entityId: staff!.staffId,
    });
    clearStaffCookie(reply);
    return new Answer(null, t(lang, 'loggedOutStaff'));
  });

  route(app, admin.adminMe, async ({ staff }) => ({
    email: staff!.email,
    name: staff!.name,
    role: staff!.role,
    timeZone: app.config.shopTimeZone,
  }));

  route(app, admin.adminMyNotices, ({ staff }) => myNotices(app.db, staff!.staffId, staff!.role));

  route(app, admin.adminSaveMyNotices, async ({ input, lang, staff, request }) => {
    const me = { staffId: staff!.staffId, role: staff!.role, ip: request.ip };
    const saved = await saveMyNotices(app.db, me, input.notices, lang);
    return new Answer(saved, t(lang, 'staffNoticesSaved'));
  });

  route(app, admin.adminChangeOwnPassword, async ({ input, lang, staff, request }) => {
    const me = { staffId: staff!.staffId, ip: request.ip, sessionToken: staffToken(request)! };
    await changeOwnPassword(app.db, me, input);
    return new Answer(null, t(lang, 'staffPasswordChanged'));
  });

  route(app, admin.adminStaffList, async () => ({ list: await staffAccounts(app.db) }));

  route(app, admin.adminStaffCreate, async ({ input, lang, staff, request }) => {
    const account = await addStaffAccount(app.db, input, { staffId: staff!.staffId, ip: request.ip });
    return new Answer(account, t(lang, 'staffAdded', { name: account.name }));
  });

  route(app, admin.adminStaffUpdate, async ({ input: { id, ...changes }, lang, staff, request }) => {
    const editor = { staffId: staff!.staffId, ip: request.ip, sessionToken: staffToken(request) };
    const account = await updateStaffAccount(app.db, id, changes, editor);
    return new Answer(account, t(lang, 'staffSaved', { name: account.name }));
  });
}
