import type { DesignElement } from '@printshop/contract';
import type { Box } from './page-geometry';

/**
 * The upright box an element covers: its own box turned clockwise by its rotation about its
 * top-left corner. A line runs through (x, y), so its stroke's box is centred on it.
 */
export function boundsOf(element: DesignElement): Box {
  const top = element.kind === 'line' ? -element.height / 2 : 0;
  const corners = [
    { cx: 0, cy: top },
    { cx: element.width, cy: top },
    { cx: element.width, cy: top + element.height },
    { cx: 0, cy: top + element.height },
  ];
  const turn = (element.rotation * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const xs = corners.map(({ cx, cy }) => element.x + cx * cos - cy * sin);
  const ys = corners.map(({ cx, cy }) => element.y + cx * sin + cy * cos);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
