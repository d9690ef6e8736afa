import type { Permission } from './permissions.ts';

/** A back-office screen: its address (`:name` for a part of the path) and who may open it. */
export interface AdminScreen {
  path: string;
  /** As an endpoint's `staff`: a permission, or any staff member with a session. */
  access: Permission | 'session';
}

/**
 * The back office's screens and the permission each needs, one table for the menu (which shows a
 * role only what it may open) and for the server, which answers a direct load of a screen the
 * staff member may not open with 403 (docs/decisions/078). Owner-only screens take
 * `staff.manage`, which has no narrower permission yet (docs/staff.md).
 */
export const ADMIN_SCREENS = {
  dashboard: { path: '/admin', access: 'session' },
  orders: { path: '/admin/orders', access: 'orders.read' },
  order: { path: '/admin/orders/:id', access: 'orders.read' },
  messages: { path: '/admin/messages', access: 'customers.manage' },
  message: { path: '/admin/messages/:id', access: 'customers.manage' },
  quotes: { path: '/admin/quotes', access: 'customers.manage' },
  quote: { path: '/admin/quotes/:id', access: 'customers.manage' },
  reviews: { path: '/admin/reviews', access: 'customers.manage' },
  customers: { path: '/admin/customers', access: 'customers.manage' },
  customer: { path: '/admin/customers/:id', access: 'customers.manage' },
  products: { path: '/admin/products', access: 'catalog.manage' },
  productPrices: { path: '/admin/products/:productNo/prices', access: 'catalog.manage' },
  // Before `product`: the router prefers the fixed part, and so must this table.
  productNew: { path: '/admin/products/new', access: 'catalog.manage' },
  productsCsv: { path: '/admin/products/csv', access: 'catalog.manage' },
  product: { path: '/admin/products/:productNo', access: 'catalog.manage' },
  categories: { path: '/admin/categories', access: 'catalog.manage' },
  designTemplates: { path: '/admin/design-templates', access: 'catalog.manage' },
  coupons: { path: '/admin/coupons', access: 'catalog.manage' },
  sellingRules: { path: '/admin/selling-rules', access: 'catalog.manage' },
  settings: { path: '/admin/settings', access: 'catalog.manage' },
  homeContent: { path: '/admin/home', access: 'catalog.manage' },
  articles: { path: '/admin/articles', access: 'catalog.manage' },
  // Before `article`, as `productNew` before `product`.
  articleNew: { path: '/admin/articles/new', access: 'catalog.manage' },
  article: { path: '/admin/articles/:id', access: 'catalog.manage' },
  blog: { path: '/admin/blog', access: 'catalog.manage' },
  // Before `blogPost`, as `productNew` before `product`.
  blogNew: { path: '/admin/blog/new', access: 'catalog.manage' },
  blogPost: { path: '/admin/blog/:id', access: 'catalog.manage' },
  staff: { path: '/admin/staff', access: 'staff.manage' },
  audit: { path: '/admin/audit', access: 'staff.manage' },
  mails: { path: '/admin/mails', access: 'staff.manage' },
} as const satisfies Record<string, AdminScreen>;
export type AdminScreenName = keyof typeof ADMIN_SCREENS;

export interface AdminScreenMatch {
  name: AdminScreenName;
  /** The address's parts named by the screen's `:name`s, as written (still URL-encoded). */
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The screen an address's path opens, or null. Matched as the web app's router matches it:
 * whatever the case of the fixed parts, with or without a trailing slash.
 */
export function adminScreenOf(pathname: string): AdminScreenMatch | null {
  const parts = segments(pathname);
  for (const [name, screen] of Object.entries(ADMIN_SCREENS) as [AdminScreenName, AdminScreen][]) {
    const pattern = segments(screen.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const actual = parts[index]!;
      if (part.startsWith(':')) params[part.slice(1)] = actual;
      return part.startsWith(':') || part.toLowerCase() === actual.toLowerCase();
    });
    if (matches) return { name, params };
  }
  return null;
}
