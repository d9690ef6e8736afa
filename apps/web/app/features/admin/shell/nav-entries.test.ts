import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, type NavEntry, navFor } from './nav-entries';

/** Entries of screens to come, to show how each kind of access filters. */
const ENTRIES: NavEntry[] = [
  { path: '/admin', label: 'dashboard', access: 'session' },
  { path: '/admin/orders', label: 'dashboard', access: 'orders.read' },
  { path: '/admin/audit', label: 'dashboard', access: 'staff.manage' },
  { path: '/admin/products', label: 'dashboard', access: 'catalog.manage' },
];
const paths = (entries: NavEntry[]) => entries.map((entry) => entry.path);

describe('navFor', () => {
  it('shows each role the back office’s screens its permissions open', () => {
    expect(paths(navFor('owner'))).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/quotes',
      '/admin/messages',
      '/admin/customers',
      '/admin/reviews',
      '/admin/products',
      '/admin/categories',
      '/admin/design-templates',
      '/admin/coupons',
      '/admin/selling-rules',
      '/admin/settings',
      '/admin/home',
      '/admin/articles',
      '/admin/blog',
      '/admin/staff',
      '/admin/audit',
      '/admin/mails',
    ]);
    expect(paths(navFor('production'))).toEqual(['/admin', '/admin/orders']);
    expect(paths(navFor('support'))).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/quotes',
      '/admin/messages',
      '/admin/customers',
      '/admin/reviews',
    ]);
  });

  it('shows an entry only to the roles whose permissions allow it, in menu order', () => {
    expect(paths(navFor('owner', ENTRIES))).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/audit',
      '/admin/products',
    ]);
    expect(paths(navFor('production', ENTRIES))).toEqual(['/admin', '/admin/orders']);
    expect(paths(navFor('support', ENTRIES))).toEqual(['/admin', '/admin/orders']);
  });

  it('lists each screen once', () => {
    expect(new Set(paths([...NAV_ENTRIES])).size).toBe(NAV_ENTRIES.length);
  });
});
