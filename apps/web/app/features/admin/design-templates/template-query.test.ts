import { describe, expect, it } from 'vitest';
import { templatesPath, templatesQueryOf } from './template-query';

const queryOf = (search: string) => templatesQueryOf(new URLSearchParams(search));

describe('the templates list’s address', () => {
  it('reads a product, published or hidden, and the page; drops what the list cannot take', () => {
    expect(queryOf('productNo=%20BC-1001%20&visibility=hidden&page=2')).toEqual({
      productNo: 'BC-1001',
      visibility: 'hidden',
      page: 2,
    });
    expect(queryOf('visibility=gone&page=-1')).toEqual({ productNo: '', visibility: undefined, page: 1 });
  });

  it('writes a view back, leaving the defaults out', () => {
    expect(templatesPath(queryOf(''))).toBe('/admin/design-templates');
    expect(templatesPath({ productNo: 'BC-1001', visibility: 'published', page: 3 })).toBe(
      '/admin/design-templates?productNo=BC-1001&visibility=published&page=3',
    );
  });
});
