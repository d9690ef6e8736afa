import { ARTWORK_PPI, type api } from '@printshop/contract';

type PrintSize = NonNullable<api.ProductDetail['printSize']>;

const MM_PER_INCH = 25.4;
/** Text and logos stay this far inside the trim, 1/8 in, as the artwork guide (article 14) asks: a cut may wander. */
export const SAFE_MARGIN_MM = MM_PER_INCH / 8;

/** A width and height as the note shows them: millimetres to 0.1, inches to 0.001. */
export interface ShownSize {
  mm: { width: number; height: number };
  inches: { width: number; height: number };
}

/** What the product page's artwork note says, worked out from the product's print size. */
export interface ArtworkNumbers {
  trim: ShownSize;
  /** Trim plus the bleed on every side: the size of the artwork. */
  withBleed: ShownSize;
  bleed: { mm: number; inches: number };
  /** Trim less the safe margin on every side. */
  safe: ShownSize;
  safeMargin: { mm: number; inches: number };
  /** The artwork's pixels for a sharp print, and the fewest that print acceptably. */
  pixels: { width: number; height: number; ppi: number };
  leastPixels: { width: number; height: number; ppi: number };
}

/** Half up, after dropping floating-point noise: 50.8 - 6.35 is 44.449999…, shown as the 44.5 it is. */
const round = (value: number, places: number) =>
  Math.round(Number((value * 10 ** places).toPrecision(12))) / 10 ** places;
const inches = (mm: number) => mm / MM_PER_INCH;
const shownLength = (mm: number) => ({ mm: round(mm, 1), inches: round(inches(mm), 3) });

function shownSize(widthMm: number, heightMm: number): ShownSize {
  const width = shownLength(widthMm);
  const height = shownLength(heightMm);
  return {
    mm: { width: width.mm, height: height.mm },
    inches: { width: width.inches, height: height.inches },
  };
}

/** Whole pixels enough for `mm` at `ppi`, with room for floating-point error (3.75 in at 300 ppi is 1,125). */
const pixelsFor = (mm: number, ppi: number) => Math.ceil(inches(mm) * ppi - 1e-6);

export function artworkNumbers(size: PrintSize): ArtworkNumbers {
  const { trimWidthMm, trimHeightMm, bleedMm } = size;
  const fullWidth = trimWidthMm + 2 * bleedMm;
  const fullHeight = trimHeightMm + 2 * bleedMm;
  const pixels = (ppi: number) => ({
    width: pixelsFor(fullWidth, ppi),
    height: pixelsFor(fullHeight, ppi),
    ppi,
  });
  return {
    trim: shownSize(trimWidthMm, trimHeightMm),
    withBleed: shownSize(fullWidth, fullHeight),
    bleed: shownLength(bleedMm),
    safe: shownSize(
      Math.max(0, trimWidthMm - 2 * SAFE_MARGIN_MM),
      Math.max(0, trimHeightMm - 2 * SAFE_MARGIN_MM),
    ),
    safeMargin: shownLength(SAFE_MARGIN_MM),
    pixels: pixels(ARTWORK_PPI.good),
    leastPixels: pixels(ARTWORK_PPI.least),
  };
}
