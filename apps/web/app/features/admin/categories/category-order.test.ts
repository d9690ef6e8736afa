import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { movedPlaces, siblingsOf } from './category-order';

function category(id: number, parentId: number | null, sort: number): admin.AdminCategory {
  const text = { en: `C${id}`, zh: `分类${id}` };
  return {
    id,
    parentId,
    level: parentId === null ? 1 : 2,
    slug: `c-${id}`,
    name: text,
    remark: text,
    content: text,
    img: `/media/category/c-${id}.webp`,
    sort,
    popular: false,
    active: true,
    productCount: 0,
    childCount: 0,
  };
}

/** Each changed place as id → sort. */
const places = (moved: ReturnType<typeof movedPlaces>) =>
  Object.fromEntries(moved.map(({ category: { id }, sort }) => [id, sort]));

describe('moving a category up or down', () => {
  const top1 = category(1, null, 0);
  const top2 = category(2, null, 5);
  const childA = category(11, 1, 10);
  const childB = category(12, 1, 20);
  const childC = category(13, 1, 30);
  const list = [top1, childA, childB, childC, top2];

  it('knows a category’s siblings: the same parent, in list order', () => {
    expect(siblingsOf(list, childB).map((c) => c.id)).toEqual([11, 12, 13]);
    expect(siblingsOf(list, top2).map((c) => c.id)).toEqual([1, 2]);
  });

  it('swaps the places of two neighbours when every sibling has its own', () => {
    expect(places(movedPlaces(list, childB, -1))).toEqual({ 12: 10, 11: 20 });
    expect(places(movedPlaces(list, childB, 1))).toEqual({ 12: 30, 13: 20 });
    expect(places(movedPlaces(list, top2, -1))).toEqual({ 2: 0, 1: 5 });
  });

  it('numbers the siblings anew when some share a place, changing only those that move', () => {
    const same = [category(21, 1, 0), category(22, 1, 0), category(23, 1, 0)];
    expect(places(movedPlaces(same, same[2]!, -1))).toEqual({ 23: 1, 22: 2 });
    expect(places(movedPlaces(same, same[0]!, 1))).toEqual({ 21: 1, 23: 2 });
  });

  it('moves nothing past either end', () => {
    expect(movedPlaces(list, childA, -1)).toEqual([]);
    expect(movedPlaces(list, childC, 1)).toEqual([]);
    expect(movedPlaces(list, top1, -1)).toEqual([]);
  });
});
