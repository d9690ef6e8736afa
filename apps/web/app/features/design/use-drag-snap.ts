import type { DesignElement } from '@printshop/contract';
import type Konva from 'konva';
import { useState } from 'react';
import { boundsOf } from './element-bounds';
import type { PageGeometry } from './page-geometry';
import { type SnapLines, snapBox, snapLines } from './snap';

/** How near, in screen pixels, an edge must come to a line to snap to it, whatever the zoom. */
const SNAP_PX = 6;

export interface DragSnap {
  /** The lines the dragged element sits on, to draw; null when nothing is dragged. */
  guides: SnapLines | null;
  onDragMove(element: DesignElement, node: Konva.Node): void;
  onDragEnd(): void;
}

/** Snaps a dragged element to the safe area's edges and centre and to the other elements' edges and centres. */
export function useDragSnap(elements: readonly DesignElement[], page: PageGeometry, scale: number): DragSnap {
  const [guides, setGuides] = useState<SnapLines | null>(null);
  return {
    guides,
    onDragMove(element, node) {
      const others = elements.filter((other) => other.id !== element.id).map(boundsOf);
      const moving = boundsOf({ ...element, x: node.x(), y: node.y() });
      const snap = snapBox(moving, snapLines(page.safe, others), SNAP_PX / scale);
      node.position({ x: node.x() + snap.dx, y: node.y() + snap.dy });
      setGuides(snap.guides);
    },
    onDragEnd: () => setGuides(null),
  };
}
