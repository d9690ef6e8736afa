import { describe, expect, it } from 'vitest';
import { adminScreenOf } from './screens.ts';

describe('adminScreenOf', () => {
  it('finds the screen of an address as the router does, with its parameters', () => {
    expect(adminScreenOf('/admin')).toEqual({ name: 'dashboard', params: {} });
    expect(adminScreenOf('/admin/')).toEqual({ name: 'dashboard', params: {} });
    expect(adminScreenOf('/Admin/Audit')).toEqual({ name: 'audit', params: {} });
    expect(adminScreenOf('/admin/coupons')).toEqual({ name: 'coupons', params: {} });
    expect(adminScreenOf('/admin/Products/')).toEqual({ name: 'products', params: {} });
    expect(adminScreenOf('/admin/products/TT-1001/prices')).toEqual({
      name: 'productPrices',
      params: { productNo: 'TT-1001' },
    });
    expect(adminScreenOf('/admin/selling-rules/')).toEqual({ name: 'sellingRules', params: {} });
    expect(adminScreenOf('/admin/Settings')).toEqual({ name: 'settings', params: {} });
    expect(adminScreenOf('/admin/orders/42')).toEqual({ name: 'order', params: { id: '42' } });
    expect(adminScreenOf('/admin/orders/abc/')).toEqual({ name: 'order', params: { id: 'abc' } });
  });

  it('finds none for other addresses', () => {
    for (const path of ['/', '/admin/login', '/admin/orders/1/2', '/administrator', '/user']) {
      expect(adminScreenOf(path), path).toBeNull();
    }
  });
});
