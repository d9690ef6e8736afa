import type Konva from 'konva';
import { Group, Image, Rect, Text } from 'react-konva';
import type { DesignImage } from './new-elements';
import { useImage } from './use-image';

interface ImageShapeProps extends Konva.ShapeConfig {
  image: DesignImage;
  /** What an empty slot says, in the editor only: the PDF leaves it out. */
  emptyLabel: string;
  /** Screen pixels per millimetre, so the slot's outline and words keep their screen size. */
  pxPerMm: number;
}

/** An image filling its box; an empty slot of a template as a dashed box that asks for one. */
export function ImageShape({ image, emptyLabel, pxPerMm, ...node }: ImageShapeProps) {
  const loaded = useImage(image.src);
  if (image.src) return <Image {...node} image={loaded} width={image.width} height={image.height} />;
  const px = 1 / pxPerMm;
  return (
    <Group {...node}>
      <Rect
        width={image.width}
        height={image.height}
        fill="#f4efe6"
        stroke="#1f2a44"
        strokeWidth={px}
        dash={[4 * px, 3 * px]}
      />
      <Text
        width={image.width}
        height={image.height}
        padding={4 * px}
        text={emptyLabel}
        fontSize={11 * px}
        fill="#1f2a44"
        align="center"
        verticalAlign="middle"
      />
    </Group>
  );
}
