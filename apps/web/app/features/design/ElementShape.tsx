import type { DesignElement } from '@printshop/contract';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { Line, Rect } from 'react-konva';
import { ImageShape } from './ImageShape';
import type { ElementPatch } from './layout-edits';
import { QrShape } from './QrShape';
import { TextShape } from './TextShape';
import { transformPatch } from './transform-patch';
import type { DragSnap } from './use-drag-snap';

/** Screen pixels a thin line can be picked up within. */
const LINE_HIT_PX = 12;

interface ElementShapeProps {
  element: DesignElement;
  scale: number;
  emptyImageLabel: string;
  /** Fixed art to a customer: it cannot be chosen, moved or changed. */
  fixed: boolean;
  snap: DragSnap;
  onSelect(id: string): void;
  onChange(id: string, patch: ElementPatch): void;
  /** The width an element is being resized to, as it happens; null when the resize ends. */
  onResizing(id: string, widthMm: number | null): void;
}

/**
 * One element on the canvas, in millimetres (the stage scales them to the screen): chosen by a
 * click or tap, dragged with snapping, resized and turned by the Transformer. Fixed art takes no
 * pointer at all, so clicks go through it to what lies below.
 */
export function ElementShape({
  element,
  scale,
  emptyImageLabel,
  fixed,
  snap,
  onSelect,
  onChange,
  onResizing,
}: ElementShapeProps) {
  const { id } = element;
  const node: Konva.ShapeConfig = {
    id,
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    draggable: !fixed,
    listening: !fixed,
  };
  const events = {
    onMouseDown: () => onSelect(id),
    onTouchStart: () => onSelect(id),
    onDragMove: (event: KonvaEventObject<DragEvent>) => snap.onDragMove(element, event.target),
    onDragEnd: (event: KonvaEventObject<DragEvent>) => {
      snap.onDragEnd();
      onChange(id, { x: event.target.x(), y: event.target.y() });
    },
    onTransform: (event: KonvaEventObject<Event>) => onResizing(id, element.width * event.target.scaleX()),
    onTransformEnd: (event: KonvaEventObject<Event>) => {
      const target = event.target;
      const patch = transformPatch(element, {
        x: target.x(),
        y: target.y(),
        rotation: target.rotation(),
        scaleX: target.scaleX(),
        scaleY: target.scaleY(),
      });
      // The scale goes into the element's sizes, which the next render gives the node.
      target.scale({ x: 1, y: 1 });
      onResizing(id, null);
      onChange(id, patch);
    },
  };
  const props = { ...node, ...events };
  switch (element.kind) {
    case 'text':
      return <TextShape text={element} {...props} />;
    case 'image':
      return <ImageShape image={element} emptyLabel={emptyImageLabel} pxPerMm={scale} {...props} />;
    case 'qr':
      return <QrShape qr={element} {...props} />;
    case 'rect':
      return (
        <Rect
          {...props}
          width={element.width}
          height={element.height}
          fill={element.fill ?? undefined}
          stroke={element.stroke ?? undefined}
          strokeWidth={element.stroke ? element.strokeMm : 0}
        />
      );
    case 'line':
      return (
        <Line
          {...props}
          points={[0, 0, element.width, 0]}
          stroke={element.stroke}
          strokeWidth={element.strokeMm}
          hitStrokeWidth={Math.max(element.strokeMm, LINE_HIT_PX / scale)}
        />
      );
  }
}
