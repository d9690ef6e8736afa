import { describe, expect, it } from 'vitest';
import { itemKeys, moveItem, removeAt, thumbnailUrl } from './image-order';

const list = ['a', 'b', 'c', 'd'];

describe('moveItem', () => {
  it('moves an item later and earlier, the others keeping their order', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('changes nothing for the same place or an index outside the list, and never the list it was given', () => {
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, -1, 2)).toEqual(list);
    expect(moveItem(list, 0, 4)).toEqual(list);
    expect(moveItem(list, 0.5, 1)).toEqual(list);
    expect(moveItem([], 0, 0)).toEqual([]);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('removeAt', () => {
  it('takes out the item at the index only', () => {
    expect(removeAt(list, 0)).toEqual(['b', 'c', 'd']);
    expect(removeAt(list, 3)).toEqual(['a', 'b', 'c']);
    expect(removeAt(list, 9)).toEqual(list);
  });

  it('takes out one of two equal paths', () => {
    expect(removeAt(['a', 'b', 'a'], 2)).toEqual(['a', 'b']);
  });
});

describe('itemKeys', () => {
  it('keys each path by itself, and a repeated one by its occurrence', () => {
    expect(itemKeys(['a', 'b', 'a'])).toEqual(['a#0', 'b#0', 'a#1']);
    expect(new Set(itemKeys(['x', 'x', 'x'])).size).toBe(3);
  });
});

describe('thumbnailUrl', () => {
  it('asks for the smallest rendition', () => {
    expect(thumbnailUrl('/media/uploads/abc.webp')).toBe('/media/uploads/abc.webp?w=160');
  });
});
