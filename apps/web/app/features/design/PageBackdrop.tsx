import type { DesignSide } from '@printshop/contract';
import { Image, Rect } from 'react-konva';
import type { PageGeometry } from './page-geometry';
import { useImage } from './use-image';

/** The side's background colour and image, over the whole page with its bleed; it takes no clicks. */
export function PageBackdrop({ side, page }: { side: DesignSide; page: PageGeometry }) {
  const image = useImage(side.backgroundImage);
  return (
    <>
      <Rect width={page.width} height={page.height} fill={side.background} listening={false} />
      {image ? <Image image={image} width={page.width} height={page.height} listening={false} /> : null}
    </>
  );
}
