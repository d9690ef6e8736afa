import { admin, type Endpoint } from '@printshop/contract';
import type { AdminMessages } from '../i18n/admin-texts';

export interface NavEntry {
  path: string;
  label: keyof AdminMessages['nav'];
  /** Who sees the entry, as an endpoint's `staff` says who may call it: a permission, or any staff. */
  access: NonNullable<Endpoint['staff']>;
}

/**
 * The back office's screens in menu order, one line each, only for screens that exist. A
 * screen's entry names the permission its calls need, so nobody is shown a screen their role
 * would be refused. Owner-only screens (staff accounts, the audit log) take `staff.manage`,
 * which has no narrower permission yet (docs/staff.md).
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/admin', label: 'dashboard', access: 'session' },
  { path: '/admin/orders', label: 'orders', access: 'orders.read' },
  { path: '/admin/staff', label: 'staff', access: 'staff.manage' },
  { path: '/admin/audit', label: 'audit', access: 'staff.manage' },
];

/** The entries a role may open. */
export function navFor(role: admin.StaffRole, entries: readonly NavEntry[] = NAV_ENTRIES): NavEntry[] {
  return entries.filter(({ access }) => access === 'session' || admin.can(role, access));
}
