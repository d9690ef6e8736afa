import { z } from 'zod';
import { MEDIA_UPLOAD_URL } from './admin/media.ts';
import { text } from './api/inputs.ts';
import { DESIGN_FONTS, DESIGN_LIMITS } from './design-constants.ts';
import { UPLOAD_URL } from './uploads.ts';

/**
 * A design made in the online editor, kept as data: what the editor draws, the server checks and
 * saves, and the PDF maker prints (docs/decisions/100). Lengths are millimetres from the top-left
 * corner of the page with its bleed (the PDF's MediaBox); the trimmed page starts at (bleed, bleed).
 * The product's trim size and bleed come from the catalogue, never from the layout.
 */

export {
  DESIGN_CJK_FONT,
  DESIGN_FONTS,
  DESIGN_LIMITS,
  type DesignFont,
  effectivePpi,
  MM_TO_PT,
} from './design-constants.ts';

const mm = z.number().finite().min(-DESIGN_LIMITS.mm).max(DESIGN_LIMITS.mm);
const size = z.number().finite().positive().max(DESIGN_LIMITS.mm);
const colour = text().regex(/^#[0-9a-f]{6}$/i);
const elementId = text().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** Where an element sits: its box's top-left corner, its size, and its turn about that corner in degrees. */
const box = {
  id: elementId,
  x: mm,
  y: mm,
  width: size,
  height: size,
  rotation: z.number().finite().min(-360).max(360).default(0),
  /** Fixed art of a template: the customer cannot move, change or delete it. */
  locked: z.boolean().default(false),
};

/** A bilingual label a template gives a field, "Name" / "姓名", shown beside it in the editor. */
const fieldLabel = z.object({ en: text().trim().min(1).max(60), zh: text().trim().min(1).max(60) });

export const designTextSchema = z.object({
  ...box,
  kind: z.literal('text'),
  text: text().max(DESIGN_LIMITS.textChars),
  font: z.enum(DESIGN_FONTS),
  sizePt: z.number().finite().min(DESIGN_LIMITS.fontPt.min).max(DESIGN_LIMITS.fontPt.max),
  colour,
  align: z.enum(['left', 'center', 'right']).default('left'),
  bold: z.boolean().default(false),
  label: fieldLabel.optional(),
});

/** A designer's own image upload (`/uploads/<id>.jpg|png|webp|gif`, never a PDF). */
const isImageUpload = (url: string) => UPLOAD_URL.test(url) && !url.endsWith('.pdf');

/** An image staff uploaded to the shop's media (`/media/uploads/<id>.webp`): a template's art. */
const isShopImage = (url: string) => MEDIA_UPLOAD_URL.test(url);

export const designImageSchema = z.object({
  ...box,
  kind: z.literal('image'),
  /** A designer's image upload, or the shop's image a template placed; null for an empty slot. */
  src: text()
    .refine((url) => isImageUpload(url) || isShopImage(url))
    .nullable(),
  label: fieldLabel.optional(),
});

export const designRectSchema = z.object({
  ...box,
  kind: z.literal('rect'),
  fill: colour.nullable(),
  stroke: colour.nullable(),
  strokeMm: z.number().finite().min(0).max(DESIGN_LIMITS.strokeMm).default(0),
});

/** A line from its box's corner (x, y) along its width, turned by its rotation; its height only bounds the stroke for selection. */
export const designLineSchema = z.object({
  ...box,
  kind: z.literal('line'),
  stroke: colour,
  strokeMm: z.number().finite().positive().max(DESIGN_LIMITS.strokeMm),
});

/** A QR code of a URL or a vCard, drawn as vector squares; square, its width its side. */
export const designQrSchema = z.object({
  ...box,
  kind: z.literal('qr'),
  data: text()
    .min(1)
    .max(DESIGN_LIMITS.qrChars)
    .refine((data) => new TextEncoder().encode(data).length <= DESIGN_LIMITS.qrBytes, {
      params: { reason: 'qrTooLong' },
    }),
  colour,
});

export const designElementSchema = z.discriminatedUnion('kind', [
  designTextSchema,
  designImageSchema,
  designRectSchema,
  designLineSchema,
  designQrSchema,
]);
export type DesignElement = z.output<typeof designElementSchema>;
export type DesignElementKind = DesignElement['kind'];

/** One printed side: its background and its elements, the first drawn first (the bottom layer). */
export const designSideSchema = z.object({
  background: colour,
  /** An image upload covering the whole page with its bleed, or null. */
  backgroundImage: designImageSchema.shape.src,
  elements: z
    .array(designElementSchema)
    .max(DESIGN_LIMITS.elementsPerSide)
    .refine((elements) => new Set(elements.map((e) => e.id)).size === elements.length, {
      params: { reason: 'duplicateId' },
    }),
});
export type DesignSide = z.output<typeof designSideSchema>;

export const designLayoutSchema = z.object({
  version: z.literal(1),
  sides: z.array(designSideSchema).min(1).max(DESIGN_LIMITS.sides),
});
export type DesignLayout = z.output<typeof designLayoutSchema>;

/** Every image a layout draws, backgrounds included, each once. */
function imagesOfLayout(layout: DesignLayout): string[] {
  const urls = layout.sides.flatMap((side) => [
    side.backgroundImage,
    ...side.elements.map((element) => (element.kind === 'image' ? element.src : null)),
  ]);
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/** Every upload a layout uses, each once: what the server checks belongs to the designer. */
export function uploadsOfLayout(layout: DesignLayout): string[] {
  return imagesOfLayout(layout).filter(isImageUpload);
}

/** Every image of the shop's media a layout uses, each once (a template's art): what the server checks exists. */
export function shopImagesOfLayout(layout: DesignLayout): string[] {
  return imagesOfLayout(layout).filter(isShopImage);
}
