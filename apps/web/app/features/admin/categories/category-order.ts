import type { admin } from '@printshop/contract';

/** A category's new place among its siblings (its `sort`). */
export interface NewPlace {
  category: admin.AdminCategory;
  sort: number;
}

/** The categories under the same parent as `category` (the top level for a level-1 one), in list order. */
export function siblingsOf(
  list: readonly admin.AdminCategory[],
  category: admin.AdminCategory,
): admin.AdminCategory[] {
  return list.filter((other) => other.parentId === category.parentId);
}

/**
 * The places that change when `category` moves one step up (-1) or down (1) among its siblings,
 * which the list gives in their order. When every sibling has a place of its own, the two
 * neighbours swap theirs; when some share one (as an import may leave them), all are numbered
 * anew from 0 in the new order, so the move shows. Empty at either end.
 */
export function movedPlaces(
  list: readonly admin.AdminCategory[],
  category: admin.AdminCategory,
  step: -1 | 1,
): NewPlace[] {
  const siblings = siblingsOf(list, category);
  const from = siblings.findIndex((sibling) => sibling.id === category.id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= siblings.length) return [];
  const neighbour = siblings[to]!;
  const distinct = siblings.every((sibling, i) => i === 0 || sibling.sort > siblings[i - 1]!.sort);
  if (distinct) {
    return [
      { category, sort: neighbour.sort },
      { category: neighbour, sort: category.sort },
    ];
  }
  const reordered = [...siblings];
  reordered[from] = neighbour;
  reordered[to] = category;
  return reordered
    .map((sibling, sort) => ({ category: sibling, sort }))
    .filter((place) => place.category.sort !== place.sort);
}
