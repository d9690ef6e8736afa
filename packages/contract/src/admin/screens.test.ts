import { describe, expect, it } from 'vitest';
import { adminScreenOf } from './screens.ts';

describe('adminScreenOf', () => {
  it('finds the screen of an address as the router does, with its parameters', () => {
    expect(adminScreenOf('/admin')).toEqual({ name: 'dashboard', params: {} });
    expect(adminScreenOf('/admin/')).toEqual({ name: 'dashboard', params: {} });
    expect(adminScreenOf('/Admin/Audit')).toEqual({ name: 'audit', params: {} });
    expect(adminScreenOf('/admin/coupons')).toEqual({ name: 'coupons', params: {} });
    expect(adminScreenOf('/admin/Reviews/')).toEqual({ name: 'reviews', params: {} });
    expect(adminScreenOf('/admin/Categories/')).toEqual({ name: 'categories', params: {} });
    expect(adminScreenOf('/admin/design-templates')).toEqual({ name: 'designTemplates', params: {} });
    expect(adminScreenOf('/admin/Products/')).toEqual({ name: 'products', params: {} });
    expect(adminScreenOf('/admin/products/TT-1001/prices')).toEqual({
      name: 'productPrices',
      params: { productNo: 'TT-1001' },
    });
    expect(adminScreenOf('/admin/products/new')).toEqual({ name: 'productNew', params: {} });
    expect(adminScreenOf('/admin/products/csv')).toEqual({ name: 'productsCsv', params: {} });
    expect(adminScreenOf('/admin/products/TT-1001/')).toEqual({
      name: 'product',
      params: { productNo: 'TT-1001' },
    });
    expect(adminScreenOf('/admin/selling-rules/')).toEqual({ name: 'sellingRules', params: {} });
    expect(adminScreenOf('/admin/Settings')).toEqual({ name: 'settings', params: {} });
    expect(adminScreenOf('/admin/home/')).toEqual({ name: 'homeContent', params: {} });
    expect(adminScreenOf('/admin/articles')).toEqual({ name: 'articles', params: {} });
    expect(adminScreenOf('/admin/articles/new')).toEqual({ name: 'articleNew', params: {} });
    expect(adminScreenOf('/admin/articles/10')).toEqual({ name: 'article', params: { id: '10' } });
    expect(adminScreenOf('/admin/Blog/')).toEqual({ name: 'blog', params: {} });
    expect(adminScreenOf('/admin/blog/new')).toEqual({ name: 'blogNew', params: {} });
    expect(adminScreenOf('/admin/blog/12')).toEqual({ name: 'blogPost', params: { id: '12' } });
    expect(adminScreenOf('/admin/orders/42')).toEqual({ name: 'order', params: { id: '42' } });
    expect(adminScreenOf('/admin/Messages/')).toEqual({ name: 'messages', params: {} });
    expect(adminScreenOf('/admin/messages/5')).toEqual({ name: 'message', params: { id: '5' } });
    expect(adminScreenOf('/admin/orders/abc/')).toEqual({ name: 'order', params: { id: 'abc' } });
    expect(adminScreenOf('/admin/Quotes/')).toEqual({ name: 'quotes', params: {} });
    expect(adminScreenOf('/admin/quotes/3')).toEqual({ name: 'quote', params: { id: '3' } });
    expect(adminScreenOf('/admin/Customers/')).toEqual({ name: 'customers', params: {} });
    expect(adminScreenOf('/admin/customers/7')).toEqual({ name: 'customer', params: { id: '7' } });
  });

  it('finds none for other addresses', () => {
    for (const path of ['/', '/admin/login', '/admin/orders/1/2', '/administrator', '/user']) {
      expect(adminScreenOf(path), path).toBeNull();
    }
  });
});
