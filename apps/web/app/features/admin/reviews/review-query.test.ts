import { describe, expect, it } from 'vitest';
import { reviewsPath, reviewsQueryOf, reviewsSearch, STAR_FILTERS } from './review-query';

const query = (search: string) => reviewsQueryOf(new URLSearchParams(search));

describe('the reviews list’s address', () => {
  it('reads whether shown, the product, the stars and the page', () => {
    expect(query('visibility=hidden&productNo=%20BC-1001%20&stars=2&page=3')).toEqual({
      visibility: 'hidden',
      productNo: 'BC-1001',
      stars: 2,
      page: 3,
    });
  });

  it('shows every review from the first page when it says nothing', () => {
    expect(query('')).toEqual({ visibility: undefined, productNo: '', stars: undefined, page: 1 });
  });

  it('drops what the list cannot take, rather than have the server refuse the view', () => {
    expect(query('visibility=gone&stars=6&page=0')).toEqual(query(''));
    expect(query('stars=2.5&page=-1')).toEqual(query(''));
    expect(query('stars=')).toEqual(query(''));
    expect(query(`productNo=${'x'.repeat(80)}`).productNo).toHaveLength(50);
  });

  it('offers the stars most first, and writes back only what differs from the defaults', () => {
    expect(STAR_FILTERS).toEqual([5, 4, 3, 2, 1]);
    expect(reviewsPath(query('page=1'))).toBe('/admin/reviews');
    const linked = 'visibility=shown&productNo=TT-1001&stars=5&page=2';
    expect(reviewsSearch(query(linked))).toBe(`?${linked}`);
  });
});
