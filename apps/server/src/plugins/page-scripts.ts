import { createHash } from 'node:crypto';

export interface HashedPage {
  /** The page without the marker. */
  html: string;
  /** The SHA-256 (base64) of each marked inline script's text, for the page's policy. */
  scriptHashes: string[];
}

/** The SHA-256 (base64) of an inline script's text, as a page's policy names it. */
export function scriptHash(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/**
 * React Router and React mark the inline scripts they write with the render's `cspNonce`
 * (entry.server.tsx); the server gives a marker that is a secret of its process, so no content
 * can carry it. The page's policy allows those scripts, and only those, by the hashes of their
 * text (docs/decisions/095); the marker itself is removed, so the bytes depend on the page alone.
 * A script React escapes ends at its first `</script>`, as the browser reads it.
 */
export function hashMarkedScripts(html: string, marker: string): HashedPage {
  const attribute = ` nonce="${marker}"`;
  const marked = new RegExp(`<script\\b[^>]*${attribute}[^>]*>([\\s\\S]*?)</script>`, 'g');
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(marked)) {
    if (text) hashes.add(scriptHash(text));
  }
  return { html: html.replaceAll(attribute, ''), scriptHashes: [...hashes] };
}
