import type { BoxMm } from './facts.ts';

export const MM_PER_INCH = 25.4;
/** How far a length at the printed size may be off and still match (issue 22: 1 mm). */
const TOLERANCE_MM = 1;

/** A shape's height over its width: all a design's pixels say of the shape it prints. */
export function aspectOf(box: BoxMm): number {
  return box.heightMm / box.widthMm;
}

/** The box with `bleedMm` added on each side: the sheet a design must fill. */
export function bled(box: BoxMm, bleedMm: number): BoxMm {
  return { widthMm: box.widthMm + 2 * bleedMm, heightMm: box.heightMm + 2 * bleedMm };
}

/** The box a quarter turn round. */
export function turned(box: BoxMm): BoxMm {
  return { widthMm: box.heightMm, heightMm: box.widthMm };
}

/** `box`, turned when a design of `aspect` lies the other way (landscape for portrait, or the reverse). */
export function orientedLike(box: BoxMm, aspect: number): BoxMm {
  const boxAspect = aspectOf(box);
  return (boxAspect - 1) * (aspect - 1) < 0 ? turned(box) : box;
}

/** Whether two boxes have the same size, within the tolerance. */
export function sameSize(a: BoxMm, b: BoxMm): boolean {
  return Math.abs(a.widthMm - b.widthMm) <= TOLERANCE_MM && Math.abs(a.heightMm - b.heightMm) <= TOLERANCE_MM;
}

/**
 * Whether a design of `aspect` scaled to the width of `target` is as tall as it, within the
 * tolerance: printed there it would be neither cropped nor stretched.
 */
export function fitsProportions(aspect: number, target: BoxMm): boolean {
  return Math.abs(aspect * target.widthMm - target.heightMm) <= TOLERANCE_MM;
}

/** Whether the sheet is at least as large as `box` both ways, within the tolerance. */
export function covers(sheet: BoxMm, box: BoxMm): boolean {
  return sheet.widthMm >= box.widthMm - TOLERANCE_MM && sheet.heightMm >= box.heightMm - TOLERANCE_MM;
}

/** Pixels needed to cover `mm` at `ppi`. */
export function pixelsFor(mm: number, ppi: number): number {
  return Math.ceil((mm / MM_PER_INCH) * ppi - 1e-9);
}
