import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser stays trusted for an account this long after its last successful log-in there. */
export const DEVICE_COOKIE_DAYS = 365;
const DAY_MS = 86_400_000;

/** Whom a device cookie vouches for: an account at one log-in door ('login', 'staff-login'). */
export interface DeviceOwner {
  door: string;
  accountId: number;
}

const signature = (key: Buffer, door: string, body: string) =>
  createHmac('sha256', key).update(`${door}:${body}`).digest();

/**
 * A device cookie for a browser that has just logged in (OWASP's "device cookies"):
 * `<account id>.<expiry, epoch seconds>.<random nonce>.<HMAC>`, the HMAC over the door and the
 * rest under the shop's key, so it can be neither forged nor moved to another account or door.
 */
export function signDeviceCookie(key: Buffer, { door, accountId }: DeviceOwner, now = Date.now()): string {
  const expires = Math.floor((now + DEVICE_COOKIE_DAYS * DAY_MS) / 1000);
  const body = `${accountId}.${expires}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${signature(key, door, body).toString('base64url')}`;
}

/**
 * The nonce of a device cookie signed with `key` for this account at this door and not yet
 * expired, which names the browser's own failure counter; else null.
 */
export function verifyDeviceCookie(
  key: Buffer,
  cookie: string | undefined,
  { door, accountId }: DeviceOwner,
  now = Date.now(),
): string | null {
  const parts = cookie?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [account, expires, nonce, given] = parts as [string, string, string, string];
  const expected = signature(key, door, `${account}.${expires}.${nonce}`);
  const sent = Buffer.from(given, 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  if (account !== String(accountId) || Number(expires) * 1000 <= now) return null;
  return nonce;
}
