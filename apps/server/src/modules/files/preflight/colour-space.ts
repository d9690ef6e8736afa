import { PDFArray, type PDFContext, PDFName, PDFNumber, type PDFObject, PDFRawStream } from 'pdf-lib';
import type { Colour } from './facts.ts';

const BY_NAME: Record<string, Colour> = {
  DeviceRGB: 'rgb',
  CalRGB: 'rgb',
  RGB: 'rgb',
  DeviceCMYK: 'cmyk',
  CMYK: 'cmyk',
  DeviceGray: 'gray',
  CalGray: 'gray',
  G: 'gray',
};
const BY_COMPONENTS: Record<number, Colour> = { 1: 'gray', 3: 'rgb', 4: 'cmyk' };
/** An Indexed space over a Separation over … ends here: a hostile file may nest them forever. */
const MAX_DEPTH = 4;

/**
 * Whether a colour space (ISO 32000-1, 8.6) paints in RGB, CMYK or gray; null for one that says
 * neither (a pattern, Lab). An indexed space is its base's; a spot colour (Separation, DeviceN)
 * is its alternate space's, as a press without that ink prints it. `RGB`, `CMYK` and `G` are the
 * inline images' short names.
 */
export function colourOfSpace(context: PDFContext, space: PDFObject | undefined, depth = 0): Colour | null {
  const resolved = context.lookup(space);
  if (resolved instanceof PDFName) return BY_NAME[resolved.decodeText()] ?? null;
  if (!(resolved instanceof PDFArray) || depth >= MAX_DEPTH) return null;
  const family = resolved.lookup(0);
  if (!(family instanceof PDFName)) return null;
  switch (family.decodeText()) {
    case 'ICCBased': {
      const profile = resolved.lookup(1);
      const components = profile instanceof PDFRawStream ? profile.dict.lookup(PDFName.of('N')) : undefined;
      return components instanceof PDFNumber ? (BY_COMPONENTS[components.asNumber()] ?? null) : null;
    }
    case 'Indexed':
    case 'I':
    case 'Pattern':
      return colourOfSpace(context, resolved.get(1), depth + 1);
    case 'Separation':
    case 'DeviceN':
      return colourOfSpace(context, resolved.get(2), depth + 1);
    default:
      return BY_NAME[family.decodeText()] ?? null;
  }
}
