/**
 * The design layout's units, fonts and bounds without zod (design-layout.ts holds the schemas),
 * so the browser's editor can use them and no zod reaches it (docs/decisions/059).
 */

/** The Latin families a text may be set in; every Chinese character is drawn in DESIGN_CJK_FONT. */
export const DESIGN_FONTS = ['inter', 'lora', 'montserrat', 'playfair-display'] as const;
export type DesignFont = (typeof DESIGN_FONTS)[number];

/** The Chinese family (SIL Open Font Licence) that draws the CJK characters of any text. */
export const DESIGN_CJK_FONT = 'noto-sans-sc';

/** What a layout may hold at most: enough for any card or flyer, bounded against hostile input. */
export const DESIGN_LIMITS = {
  sides: 2,
  elementsPerSide: 60,
  textChars: 500,
  qrChars: 1000,
  /** A QR code's data in UTF-8 bytes: what the largest code holds at the error correction it is drawn with (M). */
  qrBytes: 2300,
  /** The largest length or position, the largest trimmed side of a product (admin/product-edit.ts). */
  mm: 3048,
  fontPt: { min: 4, max: 400 },
  strokeMm: 20,
  /** A layout's JSON, as sent. */
  bytes: 200_000,
} as const;

/** Millimetres in PDF points (1/72 inch). */
export const MM_TO_PT = 72 / 25.4;

/** The pixels per inch an image of `pixelWidth` has when printed `widthMm` wide (ARTWORK_PPI judges it). */
export function effectivePpi(pixelWidth: number, widthMm: number): number {
  return (pixelWidth * 25.4) / widthMm;
}
