/**
 * The order of an image list's paths, as its drag and drop and its move buttons change it:
 * pure, so the rules are tested without a browser. An index outside the list changes nothing.
 */

/** The list with the item at `from` taken out and put back at `to` (its index afterwards). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const inside = (i: number) => Number.isInteger(i) && i >= 0 && i < items.length;
  if (!inside(from) || !inside(to) || from === to) return [...items];
  const moved = items.filter((_, i) => i !== from);
  moved.splice(to, 0, items[from]!);
  return moved;
}

/** The list without the item at `index`. */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/**
 * A React key for each path, stable while the list is reordered: the path, and for a path
 * listed again, how many times it came before.
 */
export function itemKeys(paths: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const n = seen.get(path) ?? 0;
    seen.set(path, n + 1);
    return `${path}#${n}`;
  });
}

/** Where a thumbnail of a media path is fetched: the smallest width the media routes make. */
export const thumbnailUrl = (path: string) => `${path}?w=160`;
