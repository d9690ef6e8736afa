import type { DesignElement } from '@printshop/contract';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';

/** Which handles each kind gets: a text grows from its corners or widens from its sides, an image and a QR code keep their shape. */
const HANDLES: Record<DesignElement['kind'], string[]> = {
  text: ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'middle-left', 'middle-right'],
  image: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
  qr: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
  rect: [
    'top-left',
    'top-center',
    'top-right',
    'middle-right',
    'middle-left',
    'bottom-left',
    'bottom-center',
    'bottom-right',
  ],
  line: ['middle-left', 'middle-right'],
};

/** The smallest a box may be dragged to, in screen pixels. */
const SMALLEST_PX = 4;

/** Bigger handles under a finger than under a mouse. */
const coarsePointer = () => window.matchMedia('(pointer: coarse)').matches;

/** The handles that resize and turn the chosen element; nothing when none is chosen. */
export function SelectionTransformer({ element }: { element: DesignElement | undefined }) {
  const ref = useRef<Konva.Transformer>(null);
  // After every render: the chosen node may be a new one (a text drawn again once its font came).
  useEffect(() => {
    const transformer = ref.current;
    if (!transformer) return;
    const node = element && transformer.getStage()?.findOne((each: Konva.Node) => each.id() === element.id);
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  });
  const kind = element?.kind ?? 'rect';
  return (
    <Transformer
      ref={ref}
      enabledAnchors={HANDLES[kind]}
      keepRatio={kind !== 'rect'}
      flipEnabled={false}
      ignoreStroke
      rotationSnaps={[0, 90, 180, 270]}
      anchorSize={coarsePointer() ? 22 : 10}
      anchorCornerRadius={3}
      anchorStroke="#137a73"
      borderStroke="#137a73"
      boundBoxFunc={(before, after) =>
        Math.abs(after.width) < SMALLEST_PX || (kind !== 'line' && Math.abs(after.height) < SMALLEST_PX)
          ? before
          : after
      }
    />
  );
}
