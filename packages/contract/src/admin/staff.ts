import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint, type OutputOf } from '../api/endpoint.ts';
import { idParam, requiredText, text } from '../api/inputs.ts';
import { orderSummary } from '../api/orders.ts';
import { MAX_LENGTH } from '../constants.ts';
import { STAFF_LIMITS } from './limits.ts';
import { STAFF_NOTICES, STAFF_ROLES } from './permissions.ts';

export const staffRole = z.enum(STAFF_ROLES);

export const staffMember = z.object({ email: z.string(), name: z.string(), role: staffRole });
export type StaffMember = z.infer<typeof staffMember>;

export const adminLogin = endpoint({
  ...ADMIN_ROUTES.adminLogin,
  auth: false,
  summary: 'Staff log-in: sets the staff_session cookie (httpOnly, SameSite=Strict)',
  input: z.object({
    email: text().trim().min(1).max(MAX_LENGTH.auth).pipe(z.email()),
    password: text().min(1).max(MAX_LENGTH.auth),
  }),
  output: staffMember,
});

export const adminLogout = endpoint({
  ...ADMIN_ROUTES.adminLogout,
  auth: false,
  staff: 'session',
  summary: 'End the staff session of the cookie sent',
  input: z.object({}),
  output: z.null(),
});

export const adminMe = endpoint({
  ...ADMIN_ROUTES.adminMe,
  auth: false,
  staff: 'session',
  summary: 'The logged-in staff member, and the shop’s time zone the back office shows times and days in',
  input: z.object({}),
  output: staffMember.extend({
    /** The IANA name of the shop's time zone (SHOP_TIME_ZONE), e.g. America/Los_Angeles. */
    timeZone: z.string(),
  }),
});
export type AdminMe = OutputOf<typeof adminMe>;

/** A staff account as the owner's staff screen lists it. */
export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  /** An inactive member cannot log in; their sessions ended when they were deactivated. */
  active: z.boolean(),
  createTime: orderSummary.shape.createTime,
  /** Their last log-in to the back office, or null if they never logged in. */
  lastLoginTime: orderSummary.shape.createTime.nullable(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

const staffEmail = text().trim().min(1).max(MAX_LENGTH.auth).pipe(z.email());
const staffName = requiredText(STAFF_LIMITS.name);
/** At most what the log-in form takes, so every password set can be used. */
const staffPassword = text().min(STAFF_LIMITS.passwordMin).max(MAX_LENGTH.auth);

export const adminStaffList = endpoint({
  ...ADMIN_ROUTES.adminStaffList,
  auth: false,
  staff: 'staff.manage',
  summary: 'Every staff account, active ones first, by name',
  input: z.object({}),
  output: z.object({ list: z.array(staffAccount) }),
});

export const adminStaffCreate = endpoint({
  ...ADMIN_ROUTES.adminStaffCreate,
  auth: false,
  staff: 'staff.manage',
  summary: 'Add a staff member with a first password (the email must be new)',
  input: z.object({ email: staffEmail, name: staffName, role: staffRole, password: staffPassword }),
  output: staffAccount,
});

export const adminStaffUpdate = endpoint({
  ...ADMIN_ROUTES.adminStaffUpdate,
  auth: false,
  staff: 'staff.manage',
  summary:
    'Change a staff member’s name, role, active flag or password; deactivating or a new password ends their sessions. Owners cannot change their own role or deactivate themselves.',
  input: z.object({
    id: idParam,
    name: staffName.optional(),
    role: staffRole.optional(),
    active: z.boolean().optional(),
    password: staffPassword.optional(),
  }),
  output: staffAccount,
});

export const adminChangeOwnPassword = endpoint({
  ...ADMIN_ROUTES.adminChangeOwnPassword,
  auth: false,
  staff: 'session',
  summary:
    'The logged-in staff member changes their own password, giving the current one; their other sessions end',
  input: z.object({ current: text().min(1).max(MAX_LENGTH.auth), password: staffPassword }),
  output: z.null(),
});

export const staffNotice = z.enum(STAFF_NOTICES);

/** The mails a staff member chose to get, among those their role is offered (admin.noticesOf). */
export const staffNotices = z.object({
  notices: z.array(staffNotice),
  /** What their role may choose, in STAFF_NOTICES' order. */
  offered: z.array(staffNotice),
});
export type StaffNotices = z.infer<typeof staffNotices>;

export const adminMyNotices = endpoint({
  ...ADMIN_ROUTES.adminMyNotices,
  auth: false,
  staff: 'session',
  summary: 'The mails the logged-in staff member chose to get, and those their role may choose',
  input: z.object({}),
  output: staffNotices,
});

export const adminSaveMyNotices = endpoint({
  ...ADMIN_ROUTES.adminSaveMyNotices,
  auth: false,
  staff: 'session',
  summary:
    'The logged-in staff member chooses the mails they get, in the language of this call; a notice their role may not choose is a 400',
  input: z.object({ notices: z.array(staffNotice).max(STAFF_NOTICES.length) }),
  output: staffNotices,
});
