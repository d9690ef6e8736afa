import { describe, expect, it } from 'vitest';
import { quotesPath, quotesQueryOf } from './quote-query';

describe('the quotes inbox’s address', () => {
  it('reads a status, a search and a page, and writes them back', () => {
    const query = quotesQueryOf(new URLSearchParams('status=expired&q=%20ada%40example.com%20&page=3'));
    expect(query).toEqual({ status: 'expired', q: 'ada@example.com', page: 3 });
    expect(quotesPath(query)).toBe('/admin/quotes?status=expired&q=ada%40example.com&page=3');
  });

  it('drops what the call would refuse: an unknown status, a bad page, a search over its limit', () => {
    const query = quotesQueryOf(new URLSearchParams(`status=lost&page=-2&q=${'x'.repeat(150)}`));
    expect(query).toEqual({ status: undefined, q: 'x'.repeat(100), page: 1 });
    expect(quotesPath({ status: undefined, q: '', page: 1 })).toBe('/admin/quotes');
  });
});
