/** Any absolute origin: only the result's origin is compared against it. */
const PROBE_ORIGIN = 'https://probe.invalid';

/**
 * Where to go after logging in: the `redirect` parameter when it is a path of this shop,
 * else home. Anything that could leave the site (`//host`, `/\host`, `https:`, `javascript:`)
 * is refused, and so is /login itself, which would only show the form again.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/login') return '/';
  return url.pathname + url.search + url.hash;
}

/** The log-in page, asked to come back to `path` afterwards. */
export function loginHref(path: string): string {
  return path === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: path })}`;
}
