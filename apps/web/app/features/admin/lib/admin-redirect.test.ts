import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from '~/lib/hostile-paths';
import { adminLoginHref, safeAdminRedirect } from './admin-redirect';

describe('safeAdminRedirect', () => {
  it('keeps back-office pages with their query', () => {
    expect(safeAdminRedirect('/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin/orders?status=paid')).toBe('/admin/orders?status=paid');
    expect(safeAdminRedirect('/ADMIN/orders/7')).toBe('/ADMIN/orders/7');
  });

  it('sends storefront pages, look-alikes and missing values to the dashboard', () => {
    for (const value of [
      '/',
      '/order?sta=1',
      '/administrator',
      '/admin-x',
      '/shop/admin',
      null,
      undefined,
      '',
    ]) {
      expect(safeAdminRedirect(value), String(value)).toBe('/admin');
    }
  });

  it('sends anything that leaves the shop to the dashboard', () => {
    for (const value of HOSTILE_PATHS) expect(safeAdminRedirect(value), String(value)).toBe('/admin');
    expect(safeAdminRedirect('//evil.example/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin/../login')).toBe('/admin');
  });

  it('does not come back to the log-in form', () => {
    for (const value of [
      '/admin/login',
      '/admin/login/',
      '/ADMIN/LOGIN',
      '/admin/login?redirect=/admin',
      '/admin/./login',
    ]) {
      expect(safeAdminRedirect(value), value).toBe('/admin');
    }
  });
});

describe('adminLoginHref', () => {
  it('carries the back-office page to come back to', () => {
    expect(adminLoginHref('/admin/orders?status=paid')).toBe(
      '/admin/login?redirect=%2Fadmin%2Forders%3Fstatus%3Dpaid',
    );
    expect(adminLoginHref('/admin')).toBe('/admin/login?redirect=%2Fadmin');
  });

  it('comes back to the dashboard from anywhere else', () => {
    expect(adminLoginHref('/cart')).toBe('/admin/login?redirect=%2Fadmin');
  });
});
