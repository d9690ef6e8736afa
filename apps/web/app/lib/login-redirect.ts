import { shopPath } from './shop-path';

/**
 * Where to go after logging in: the `redirect` parameter when it is a path of this shop,
 * else home. /login itself is refused too, as it would only show the form again.
 */
export function safeRedirect(value: string | null | undefined): string {
  const path = shopPath(value);
  return /^\/login\/?(?:[?#]|$)/i.test(path) ? '/' : path;
}

/** Why the log-in page is shown, when it is not the shopper's own choice. */
export const EXPIRED = 'expired';

/**
 * The log-in page, asked to come back to `path` afterwards; `expired` when the shop refused a
 * stored session, so the page can say why it asks again.
 */
export function loginHref(path: string, reason?: typeof EXPIRED): string {
  const params = new URLSearchParams();
  if (path !== '/') params.set('redirect', path);
  if (reason) params.set('reason', reason);
  return params.size ? `/login?${params}` : '/login';
}
