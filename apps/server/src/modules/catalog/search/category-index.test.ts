import { describe, expect, it } from 'vitest';
import { CategoryIndex, type SearchableCategory } from './category-index.ts';
import { queryTerms } from './words.ts';

const category = (id: number, en: string, zh: string, popular = false): SearchableCategory => ({
  id,
  level: id < 10 ? 1 : 2,
  name: { en, zh },
  popular,
});

const index = new CategoryIndex([
  category(1, 'Business Cards', '名片', true),
  category(2, 'Stickers', '贴纸', true),
  category(3, 'Boxes', '包装盒'),
  category(11, 'Folded Business Cards', '折叠名片'),
  category(12, 'Sticker Sheets', '贴纸套张'),
]);
const ids = (categories: SearchableCategory[]) => categories.map((c) => c.id);

describe('CategoryIndex', () => {
  it('suggests the categories whose names match every term, those without a typo first', () => {
    expect(ids(index.matching(queryTerms('business card'), 3))).toEqual([1, 11]);
    expect(ids(index.matching(queryTerms('stiker'), 3))).toEqual([2, 12]);
    expect(ids(index.matching(queryTerms('sticker'), 1))).toEqual([2]);
    expect(ids(index.matching(queryTerms('名片'), 3))).toEqual([1, 11]);
    expect(ids(index.matching(queryTerms('folded stickers'), 3))).toEqual([]);
  });

  it('offers those matching some of the terms instead, the most first, else the popular ones', () => {
    expect(ids(index.instead(queryTerms('folded business banners'), 6))).toEqual([11, 1]);
    expect(ids(index.instead(queryTerms('贴纸 海报'), 6))).toEqual([2, 12]);
    expect(ids(index.instead(queryTerms('nothing like it'), 6))).toEqual([1, 2]);
  });
});
