import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths of the shop with their query', () => {
    expect(safeRedirect('/address')).toBe('/address');
    expect(safeRedirect('/order?sta=1')).toBe('/order?sta=1');
  });

  it('sends everything else home', () => {
    for (const value of [
      null,
      undefined,
      '',
      'address',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=/user',
    ]) {
      expect(safeRedirect(value), String(value)).toBe('/');
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
});
