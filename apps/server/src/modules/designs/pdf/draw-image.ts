import { clip, concatTransformationMatrix, drawObject, endPath, rectangle } from 'pdf-lib';
import type { PlacedImage } from './embed-image.ts';
import type { PageCanvas, Placement } from './page-canvas.ts';

type Matrix = [number, number, number, number, number, number];

/**
 * Where each EXIF orientation puts the image's unit square (the PDF's image space, its first
 * pixel row at the top) in its shown pixels, y downwards, for stored pixels w x h.
 */
const ORIENTATIONS: Record<number, (w: number, h: number) => Matrix> = {
  1: (w, h) => [w, 0, 0, -h, 0, h],
  2: (w, h) => [-w, 0, 0, -h, w, h],
  3: (w, h) => [-w, 0, 0, h, w, 0],
  4: (w, h) => [w, 0, 0, h, 0, 0],
  5: (w, h) => [0, w, -h, 0, h, 0],
  6: (w, h) => [0, w, h, 0, 0, 0],
  7: (w, h) => [0, -w, h, 0, 0, w],
  8: (w, h) => [0, -w, -h, 0, h, w],
};

export interface ImageBox extends Placement {
  width: number;
  height: number;
}

/**
 * The image covering its box as the editor draws it: scaled to the box's longer need, centred,
 * cut at the box's edges, turned by its EXIF orientation as the browser shows it.
 */
export function drawImage(canvas: PageCanvas, image: PlacedImage, box: ImageBox): void {
  const oriented = ORIENTATIONS[image.orientation] ?? ORIENTATIONS[1]!;
  const sideways = image.orientation >= 5 && image.orientation <= 8;
  const [shownWidth, shownHeight] = sideways
    ? [image.heightPx, image.widthPx]
    : [image.widthPx, image.heightPx];
  const scale = Math.max(box.width / shownWidth, box.height / shownHeight);
  const left = (box.width - shownWidth * scale) / 2;
  const top = (box.height - shownHeight * scale) / 2;
  const [a, b, c, d, e, f] = oriented(image.widthPx, image.heightPx);
  const name = canvas.imageName(image.ref);
  canvas.inBox(box, () =>
    canvas.push(
      rectangle(0, 0, box.width, box.height),
      clip(),
      endPath(),
      concatTransformationMatrix(
        a * scale,
        b * scale,
        c * scale,
        d * scale,
        e * scale + left,
        f * scale + top,
      ),
      drawObject(name),
    ),
  );
}
