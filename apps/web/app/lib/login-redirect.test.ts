import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from './hostile-paths';
import { loginHref, safeRedirect } from './login-redirect';

describe('safeRedirect', () => {
  it('keeps paths of the shop with their query', () => {
    expect(safeRedirect('/address')).toBe('/address');
    expect(safeRedirect('/order?sta=1')).toBe('/order?sta=1');
    expect(safeRedirect('/login-help')).toBe('/login-help');
  });

  it('sends anything that leaves the shop home', () => {
    for (const value of HOSTILE_PATHS) expect(safeRedirect(value), String(value)).toBe('/');
  });

  it('does not come back to the log-in form', () => {
    for (const value of ['/login', '/login/', '/LOGIN', '/login?redirect=/user', '/./login', '/login#x']) {
      expect(safeRedirect(value), value).toBe('/');
    }
  });
});

describe('loginHref', () => {
  it('carries the page to come back to', () => {
    expect(loginHref('/user')).toBe('/login?redirect=%2Fuser');
    expect(safeRedirect(new URLSearchParams(loginHref('/order?sta=1').split('?')[1]).get('redirect'))).toBe(
      '/order?sta=1',
    );
    expect(loginHref('/')).toBe('/login');
  });

  it('says when a stored session was refused', () => {
    expect(loginHref('/cart', 'expired')).toBe('/login?redirect=%2Fcart&reason=expired');
    expect(loginHref('/', 'expired')).toBe('/login?reason=expired');
  });
});
