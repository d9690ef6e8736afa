import type { Box } from './page-geometry';

export const ALIGN_EDGES = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];

/** How far to move an element whose upright box is `bounds` so that its `edge` meets the area's. */
export function alignShift(bounds: Box, area: Box, edge: AlignEdge): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: area.x - bounds.x, dy: 0 };
    case 'center':
      return { dx: area.x + area.width / 2 - (bounds.x + bounds.width / 2), dy: 0 };
    case 'right':
      return { dx: area.x + area.width - (bounds.x + bounds.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: area.y - bounds.y };
    case 'middle':
      return { dx: 0, dy: area.y + area.height / 2 - (bounds.y + bounds.height / 2) };
    case 'bottom':
      return { dx: 0, dy: area.y + area.height - (bounds.y + bounds.height) };
  }
}
