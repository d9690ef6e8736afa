import { createHash } from 'node:crypto';

/** A strong ETag: the SHA-256 of exactly the bytes sent, so equal tags mean equal bytes. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2): `*`, or any tag of its list
 * by the weak comparison that header uses, so `W/"x"` matches `"x"`.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
