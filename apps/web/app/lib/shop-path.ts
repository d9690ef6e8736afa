/** Any absolute origin: only whether a value stays on it matters. */
const PROBE_ORIGIN = 'https://probe.invalid';

/** Far longer than any page of the shop with its query; anything longer is not one. */
const MAX_LENGTH = 2000;

/**
 * `value` as a path of this shop, normalised as a browser will read it, or '/' when it is
 * anything else. A browser strips tabs and newlines, reads `\` as `/` and resolves `.` and
 * `..`, so `/\host`, `/\t/host` and `/.//host` all end up as `//host`, which names another
 * host: the check is therefore made on the normalised path, which must start with exactly
 * one slash. Text with control characters is never a link of ours.
 */
export function shopPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.length > MAX_LENGTH || /\p{Cc}/u.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  const path = url.pathname + url.search + url.hash;
  return url.origin === PROBE_ORIGIN && !path.startsWith('//') ? path : '/';
}
