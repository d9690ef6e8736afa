import { shopPath } from '~/lib/shop-path';

const DASHBOARD = '/admin';
const LOGIN = '/admin/login';

/**
 * Where the back-office log-in goes afterwards: the `redirect` parameter when it is a page of the
 * back office (normalised as a browser reads it, lib/shop-path.ts), else the dashboard. The log-in
 * itself is refused too, as it would only show the form again. Routes match case-insensitively,
 * and so do these tests.
 */
export function safeAdminRedirect(value: string | null | undefined): string {
  const path = shopPath(value);
  const inBackOffice = /^\/admin(?:[/?#]|$)/i.test(path);
  const isLogin = /^\/admin\/login\/?(?:[?#]|$)/i.test(path);
  return inBackOffice && !isLogin ? path : DASHBOARD;
}

/** The log-in page, asked to come back to `path` (a back-office page) afterwards. */
export function adminLoginHref(path: string): string {
  return `${LOGIN}?${new URLSearchParams({ redirect: safeAdminRedirect(path) })}`;
}
