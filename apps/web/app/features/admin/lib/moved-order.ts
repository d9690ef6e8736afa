import { moveItem } from '../ui/image-order';

/**
 * A list's ids once the row at `index` moves a step up (-1) or down (1), for its order call; null
 * at either end, where it cannot move.
 */
export function movedOrder(rows: readonly { id: number }[], index: number, step: -1 | 1): number[] | null {
  const to = index + step;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return null;
  return moveItem(rows, index, to).map((row) => row.id);
}
