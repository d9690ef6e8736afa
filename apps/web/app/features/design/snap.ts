import type { Box } from './page-geometry';

/** Lines an edge or centre may snap to: x positions of vertical lines, y positions of horizontal ones. */
export interface SnapLines {
  x: number[];
  y: number[];
}

export interface Snap {
  /** How far to move the box so that it sits on the nearest line of each axis. */
  dx: number;
  dy: number;
  /** The lines it now sits on, to draw as guides. */
  guides: SnapLines;
}

const edgesX = (box: Box) => [box.x, box.x + box.width / 2, box.x + box.width];
const edgesY = (box: Box) => [box.y, box.y + box.height / 2, box.y + box.height];

/** The safe area's edges and centre, and the edges and centres of the other elements. */
export function snapLines(safe: Box, others: readonly Box[]): SnapLines {
  return {
    x: [safe, ...others].flatMap(edgesX),
    y: [safe, ...others].flatMap(edgesY),
  };
}

/** The nearest line to any of `edges` within `threshold`: the move, and every line the edges then meet. */
function snapAxis(edges: number[], lines: number[], threshold: number): { shift: number; guides: number[] } {
  let shift: number | null = null;
  for (const edge of edges) {
    for (const line of lines) {
      const distance = line - edge;
      if (Math.abs(distance) <= threshold && (shift === null || Math.abs(distance) < Math.abs(shift))) {
        shift = distance;
      }
    }
  }
  if (shift === null) return { shift: 0, guides: [] };
  const moved = edges.map((edge) => edge + (shift ?? 0));
  const guides = lines.filter((line) => moved.some((edge) => Math.abs(edge - line) < 1e-6));
  return { shift, guides: [...new Set(guides)] };
}

/** Where a box being dragged snaps: each axis to its nearest line within `threshold` millimetres. */
export function snapBox(box: Box, lines: SnapLines, threshold: number): Snap {
  const x = snapAxis(edgesX(box), lines.x, threshold);
  const y = snapAxis(edgesY(box), lines.y, threshold);
  return { dx: x.shift, dy: y.shift, guides: { x: x.guides, y: y.guides } };
}
