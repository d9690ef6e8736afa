import { admin, type Endpoint } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';

export interface NavEntry {
  path: string;
  label: keyof AdminMessages['nav'];
  /** Who sees the entry, as an endpoint's `staff` says who may call it: a permission, or any staff. */
  access: NonNullable<Endpoint['staff']>;
}

/**
 * The menu: the back office's screens that have an entry, in menu order, each with its address
 * and permission from the contract's table (admin.ADMIN_SCREENS), which the server also answers a
 * direct load by. Nobody is shown a screen their role would be refused.
 */
export const NAV_ENTRIES: readonly NavEntry[] = (
  [
    'dashboard',
    'orders',
    'quotes',
    'messages',
    'customers',
    'reviews',
    'products',
    'categories',
    'designTemplates',
    'coupons',
    'sellingRules',
    'settings',
    'homeContent',
    'articles',
    'blog',
    'staff',
    'audit',
    'mails',
  ] as const
).map((label) => ({ ...admin.ADMIN_SCREENS[label], label }));

/** The entries a role may open. */
export function navFor(role: admin.StaffRole, entries: readonly NavEntry[] = NAV_ENTRIES): NavEntry[] {
  return entries.filter(({ access }) => access === 'session' || admin.can(role, access));
}
