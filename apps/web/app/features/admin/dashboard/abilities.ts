import { admin } from '@printshop/contract';

/** The back-office calls of the contract (`admin` also exports schemas, lists and helpers). */
export const ADMIN_CALLS = Object.values(admin).filter(
  (value): value is typeof value & { path: string; staff: admin.Permission | 'session' } =>
    typeof value === 'object' && value !== null && 'path' in value && 'staff' in value,
);

const NEEDED = new Set<string>(ADMIN_CALLS.map((call) => call.staff));

/**
 * What a role lets its member do in the back office today, in the permission table's order. The
 * table also holds the permissions of screens still to come (docs/staff.md); the dashboard offers
 * a permission once some call needs it.
 */
export function abilitiesOf(role: admin.StaffRole): admin.Permission[] {
  return admin.ROLE_PERMISSIONS[role].filter((permission) => NEEDED.has(permission));
}
