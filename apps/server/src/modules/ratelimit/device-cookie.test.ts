import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_DAYS, signDeviceCookie, verifyDeviceCookie } from './device-cookie.ts';

const key = randomBytes(32);
const owner = { door: 'login', accountId: 7 };
const now = Date.UTC(2026, 0, 1);

describe('device cookies', () => {
  const cookie = signDeviceCookie(key, owner, now);

  it('vouch for the account they were signed for, naming the browser by a random nonce', () => {
    const nonce = verifyDeviceCookie(key, cookie, owner, now);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(verifyDeviceCookie(key, signDeviceCookie(key, owner, now), owner, now)).not.toBe(nonce);
  });

  it('refuse a cookie changed in any part', () => {
    const parts = cookie.split('.');
    const changed = parts.map((part, i) =>
      parts.map((p, j) => (j === i ? `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}` : p)).join('.'),
    );
    for (const tampered of [...changed, `8.${parts.slice(1).join('.')}`, `${cookie}.x`, '', undefined]) {
      expect(verifyDeviceCookie(key, tampered, owner, now)).toBeNull();
    }
  });

  it('refuse another account, another door and another key', () => {
    expect(verifyDeviceCookie(key, cookie, { ...owner, accountId: 8 }, now)).toBeNull();
    expect(verifyDeviceCookie(key, cookie, { ...owner, door: 'staff-login' }, now)).toBeNull();
    expect(verifyDeviceCookie(randomBytes(32), cookie, owner, now)).toBeNull();
  });

  it('expire after a year', () => {
    const lastDay = now + (DEVICE_COOKIE_DAYS - 1) * 86_400_000;
    expect(verifyDeviceCookie(key, cookie, owner, lastDay)).not.toBeNull();
    expect(verifyDeviceCookie(key, cookie, owner, now + DEVICE_COOKIE_DAYS * 86_400_000)).toBeNull();
  });
});
