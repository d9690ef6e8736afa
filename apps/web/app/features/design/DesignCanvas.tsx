import type { DesignSide } from '@printshop/contract';
import type { KonvaEventObject } from 'konva/lib/Node';
import { Layer, Stage } from 'react-konva';
import { ElementShape } from './ElementShape';
import { measureKonvaTextsInFullWidth } from './full-width-punctuation';
import type { ElementPatch } from './layout-edits';
import type { DesignText } from './new-elements';
import { PageBackdrop } from './PageBackdrop';
import { PageGuides } from './PageGuides';
import type { PageGeometry } from './page-geometry';
import { SelectionTransformer } from './SelectionTransformer';
import { useDragSnap } from './use-drag-snap';
import { useTextFonts } from './use-text-fonts';

interface DesignCanvasProps {
  side: DesignSide;
  page: PageGeometry;
  /** Screen pixels per millimetre. */
  scale: number;
  selectedId: string | null;
  emptyImageLabel: string;
  /** Fixed art takes the pointer too: staff are making the template. */
  unlocked: boolean;
  onSelect(id: string | null): void;
  onChange(id: string, patch: ElementPatch): void;
  onResizing(id: string, widthMm: number | null): void;
}

const isText = (element: DesignSide['elements'][number]): element is DesignText => element.kind === 'text';

/**
 * The side drawn with Konva in millimetres, the stage scaled to the screen: its backdrop, its
 * elements bottom layer first, the guides over them and the chosen element's handles on top.
 * A press on the page outside every element lets go of the chosen one.
 */
export function DesignCanvas({
  side,
  page,
  scale,
  selectedId,
  emptyImageLabel,
  unlocked,
  onSelect,
  onChange,
  onResizing,
}: DesignCanvasProps) {
  measureKonvaTextsInFullWidth();
  const fontLoads = useTextFonts(side.elements.filter(isText));
  const snap = useDragSnap(side.elements, page, scale);
  const selected = side.elements.find((element) => element.id === selectedId);
  const letGo = (event: KonvaEventObject<Event>) => {
    if (event.target === event.target.getStage()) onSelect(null);
  };
  return (
    <Stage
      width={Math.round(page.width * scale)}
      height={Math.round(page.height * scale)}
      scaleX={scale}
      scaleY={scale}
      onMouseDown={letGo}
      onTouchStart={letGo}
    >
      <Layer>
        <PageBackdrop side={side} page={page} />
        {side.elements.map((element) => (
          <ElementShape
            // A text is measured when drawn: drawn anew once the fonts it waited for arrive.
            key={element.kind === 'text' ? `${element.id}:${fontLoads}` : element.id}
            element={element}
            scale={scale}
            emptyImageLabel={emptyImageLabel}
            fixed={element.locked && !unlocked}
            snap={snap}
            onSelect={onSelect}
            onChange={onChange}
            onResizing={onResizing}
          />
        ))}
      </Layer>
      <Layer listening={false}>
        <PageGuides page={page} scale={scale} snapped={snap.guides} />
      </Layer>
      <Layer>
        <SelectionTransformer element={selected} />
      </Layer>
    </Stage>
  );
}
