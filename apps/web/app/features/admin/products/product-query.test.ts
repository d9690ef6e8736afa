import { describe, expect, it } from 'vitest';
import { productPricesPath, productsPath, productsQueryOf, productsSearch } from './product-query';

const query = (search: string) => productsQueryOf(new URLSearchParams(search));

describe('the products list’s address', () => {
  it('reads the search, the category, the visibility and the page', () => {
    expect(query('q=%20tent%20&categoryId=12&visibility=hidden&page=3')).toEqual({
      q: 'tent',
      categoryId: 12,
      visibility: 'hidden',
      page: 3,
    });
  });

  it('shows every product from the first page when it says nothing', () => {
    expect(query('')).toEqual({ q: '', categoryId: undefined, visibility: undefined, page: 1 });
  });

  it('drops what the list cannot take, rather than have the server refuse the view', () => {
    expect(query('categoryId=abc&visibility=gone&page=0')).toEqual(query(''));
    expect(query('categoryId=-3&page=1.5')).toEqual(query(''));
    expect(query(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes back only what differs from the defaults, and reads back the same view', () => {
    expect(productsSearch(query(''))).toBe('');
    expect(productsPath(query('page=1&q='))).toBe('/admin/products');
    const linked = 'q=Table+tent&categoryId=7&visibility=shown&page=2';
    expect(productsSearch(query(linked))).toBe(`?${linked}`);
    expect(query(productsSearch(query(linked)))).toEqual(query(linked));
  });
});

describe('a product’s price matrix’s address', () => {
  it('names the product, encoded', () => {
    expect(productPricesPath('TT-1001')).toBe('/admin/products/TT-1001/prices');
    expect(productPricesPath('A/B 1')).toBe('/admin/products/A%2FB%201/prices');
  });
});
