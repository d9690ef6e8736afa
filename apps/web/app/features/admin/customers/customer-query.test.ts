import { describe, expect, it } from 'vitest';
import { customersPath, customersQueryOf, ordersOfCustomerPath } from './customer-query';

describe('the customers list’s address', () => {
  it('reads the search and the page, dropping what the list cannot take', () => {
    expect(customersQueryOf(new URLSearchParams('q=+pat+&page=3'))).toEqual({ q: 'pat', page: 3 });
    expect(customersQueryOf(new URLSearchParams('page=-1'))).toEqual({ q: '', page: 1 });
    expect(customersQueryOf(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('writes a view back with its defaults left out', () => {
    expect(customersPath({ q: '', page: 1 })).toBe('/admin/customers');
    expect(customersPath({ q: 'pat@example.com', page: 2 })).toBe(
      '/admin/customers?q=pat%40example.com&page=2',
    );
  });

  it('finds every order of a customer by their email', () => {
    expect(ordersOfCustomerPath('pat@example.com')).toBe('/admin/orders?q=pat%40example.com');
  });
});
