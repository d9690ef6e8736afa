import { describe, expect, it } from 'vitest';
import { ProductIndex, type SearchableProduct } from './product-index.ts';
import { queryTerms } from './words.ts';

/** A product as the index reads it; only its number and texts matter here. */
function product(
  productNo: string,
  name: [string, string],
  { labels = [] as string[], texts = [] as string[] } = {},
): SearchableProduct {
  return {
    tile: {
      productNo,
      name: { en: name[0], zh: name[1] },
      featureTags: { en: [] },
      images: [],
      minPriceCents: 100,
      ratingAverage: null,
      ratingCount: 0,
    },
    names: name,
    labels,
    texts,
  };
}

/** In the catalogue's order: the index keeps it within a rank. */
const catalogue = [
  product('TEXT', ['Plain Holder', '普通卡夹'], { texts: ['Holds business cards upright.', '可放名片。'] }),
  product('LABEL', ['Desk Organiser', '桌面收纳'], { labels: ['Business Cards', '名片'] }),
  product('INNAME', ['Premium Business Cards', '高级名片']),
  product('START', ['Business Cards Classic', '名片经典款']),
  product('STICKERS', ['Die-Cut Stickers', '模切贴纸'], { labels: ['Stickers', '贴纸'] }),
  product('BOXES', ['Gift Box', '礼品盒']),
  product('HIDDENWORD', ['Busy Bee Labels', '小蜜蜂标签']),
];
const index = new ProductIndex(catalogue);
const search = (text: string) =>
  Array.from(index.search(queryTerms(text)), (i) => catalogue[i]!.tile.productNo);

describe('ProductIndex.search', () => {
  it('ranks a name that begins with the text, then a name holding it, then categories and tags, then texts', () => {
    expect(search('business cards')).toEqual(['START', 'INNAME', 'LABEL', 'TEXT']);
    expect(search('名片')).toEqual(['START', 'INNAME', 'LABEL', 'TEXT']);
  });

  it('finds every word of the text, wherever each is', () => {
    expect(search('premium cards')).toEqual(['INNAME']);
    expect(search('premium stickers')).toEqual([]);
  });

  it('forgives one typo in a word of five letters or more, after the exact matches', () => {
    expect(search('bussiness card')).toEqual(['START', 'INNAME', 'LABEL', 'TEXT']);
    expect(search('stiker')).toEqual(['STICKERS']);
    expect(search('busines')).toEqual(['START', 'INNAME', 'LABEL', 'TEXT']);
    // 'busy' begins 'bus' exactly; 'busi' is a typo of nothing four letters long.
    expect(search('bus')).toEqual(['START', 'HIDDENWORD', 'INNAME', 'LABEL', 'TEXT']);
    expect(search('busi')).toEqual(['START', 'INNAME', 'LABEL', 'TEXT']);
  });

  it('ranks a word typed right before one typed wrong, whatever the place', () => {
    const typoInName = new ProductIndex([
      product('TYPO', ['Prints', '印刷品'], {}),
      product('EXACT', ['Poster', '海报'], { texts: ['Paint it.'] }),
    ]);
    expect(Array.from(typoInName.search(queryTerms('paint')))).toEqual([1, 0]);
  });

  it('finds singular and plural alike', () => {
    expect(search('gift boxes')).toEqual(['BOXES']);
    // Both names hold it and neither begins with it: the catalogue's order.
    expect(search('card')).toEqual(['INNAME', 'START', 'LABEL', 'TEXT']);
  });

  it('finds a Chinese text inside longer words, of any length, and nothing for one that is not there', () => {
    expect(search('经典')).toEqual(['START']);
    expect(search('名片经典款')).toEqual(['START']);
    expect(search('蜜蜂标')).toEqual(['HIDDENWORD']);
    expect(search('片名')).toEqual([]);
    expect(search('经典名片')).toEqual([]);
  });

  it('answers a term it keeps the hits of as it did the first time, alone and beside others', () => {
    const reused = new ProductIndex(catalogue);
    const searchAgain = (text: string) => Array.from(reused.search(queryTerms(text)));
    for (const text of [
      'cards',
      'premium cards',
      'cards',
      'bussiness cards',
      'premium cards',
      '名片',
      '高级 名片',
    ]) {
      expect(searchAgain(text), text).toEqual(
        Array.from(new ProductIndex(catalogue).search(queryTerms(text))),
      );
    }
  });

  it('finds nothing for a text without words', () => {
    expect(search('%_ ')).toEqual([]);
  });
});
