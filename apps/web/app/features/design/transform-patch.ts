import type { DesignElement } from '@printshop/contract';
import type { ElementPatch } from './layout-edits';

/** Where a Transformer left a node: its position, turn, and the scale it stretched it by. */
export interface Transformed {
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
}

/**
 * The change a resize or turn makes: the scale goes into the element's sizes (a text's type
 * grows with its height, its box with its width; a QR code and a line only have a width).
 */
export function transformPatch(element: DesignElement, node: Transformed): ElementPatch {
  const placed = { x: node.x, y: node.y, rotation: node.rotation, width: element.width * node.scaleX };
  switch (element.kind) {
    case 'text':
      return { ...placed, sizePt: element.sizePt * node.scaleY };
    case 'qr':
    case 'line':
      return placed;
    default:
      return { ...placed, height: element.height * node.scaleY };
  }
}
