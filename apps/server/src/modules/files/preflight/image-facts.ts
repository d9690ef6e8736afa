import sharp from 'sharp';
import { describeImage } from '../service.ts';
import type { Colour, ImageFacts } from './facts.ts';

/** sharp's names of the colour spaces that are not RGB (libvips' interpretations). */
const COLOUR_OF_SPACE: Partial<Record<string, Colour>> = { cmyk: 'cmyk', 'b-w': 'gray', grey16: 'gray' };

/**
 * What the image at `filePath` is: its type as the uploads judge it (describeImage: 415 when
 * unreadable, 413 over the pixel limit), its size as it is shown (turned by its EXIF
 * orientation, as a phone photo is) and its colour space.
 */
export async function readImageFacts(filePath: string): Promise<ImageFacts> {
  const { mime } = await describeImage(filePath);
  const { autoOrient, space } = await sharp(filePath, { limitInputPixels: false }).metadata();
  return {
    kind: 'image',
    // describeImage answers only the upload types.
    mime: mime as ImageFacts['mime'],
    widthPx: autoOrient.width,
    heightPx: autoOrient.height,
    colour: COLOUR_OF_SPACE[space] ?? 'rgb',
  };
}
