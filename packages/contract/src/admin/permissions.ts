/**
 * Who may do what in the back office: one table, checked by the server on every admin call
 * and shown by the back office's navigation. docs/staff.md explains each role.
 */
export const STAFF_ROLES = ['owner', 'production', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Read orders, their items, files, timeline and notes. */
  'orders.read',
  /** Add internal notes to orders. */
  'orders.note',
  /** Move items through file review, proofs, printing and shipping; job tickets. */
  'production.move',
  /** Move an item back one step on the production line, with a reason: an owner's correction. */
  'production.undo',
  /** Cancel orders and refund what was paid. */
  'orders.cancel',
  /** Quotes, contact messages, customers and reviews. */
  'customers.manage',
  /** Products, prices, categories, content, coupons and settings. */
  'catalog.manage',
  /** Staff accounts, the audit log and the mails that could not be sent. */
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  production: ['orders.read', 'orders.note', 'production.move'],
  support: ['orders.read', 'orders.note', 'customers.manage'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What a staff member may choose to be mailed of (docs/staff.md): a newly paid order, a customer's
 * approval of a proof, a customer's request for changes.
 */
export const STAFF_NOTICES = ['orderPaid', 'proofApproved', 'changesRequested'] as const;
export type StaffNotice = (typeof STAFF_NOTICES)[number];

/**
 * Who may choose a notice: the roles that can act on it, by any of these permissions. A paid order
 * is work for production and for whoever may cancel it; a customer's answer to a proof only for
 * production.
 */
const NOTICE_PERMISSIONS: Record<StaffNotice, readonly Permission[]> = {
  orderPaid: ['production.move', 'orders.cancel'],
  proofApproved: ['production.move'],
  changesRequested: ['production.move'],
};

/** The notices a role may choose, in STAFF_NOTICES' order. */
export function noticesOf(role: StaffRole): StaffNotice[] {
  return STAFF_NOTICES.filter((notice) =>
    NOTICE_PERMISSIONS[notice].some((permission) => can(role, permission)),
  );
}

/** The roles that may choose `notice`: its mails go to their members only. */
export function rolesOfNotice(notice: StaffNotice): StaffRole[] {
  return STAFF_ROLES.filter((role) => noticesOf(role).includes(notice));
}
