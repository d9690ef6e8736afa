import { randomBytes } from 'node:crypto';
import { type DesignLayout, designLayoutSchema } from '@printshop/contract';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import type { PrintPage } from '../modules/designs/pdf/make-design-pdf.ts';
import type { ReadUpload } from '../modules/designs/pdf/resources.ts';
import { drawFirstPage, pdfium } from '../modules/files/pdf-page.ts';

/** An 85 x 55 mm card with 3 mm of bleed: a page of 91 x 61 mm. */
export const CARD: PrintPage = { trimWidthMm: 85, trimHeightMm: 55, bleedMm: 3 };

/** A layout of these sides, each element's defaults filled in by the contract (which checks them too). */
export function layoutOf(...sides: { background?: string; backgroundImage?: string; elements?: object[] }[]) {
  return designLayoutSchema.parse({
    version: 1,
    sides: sides.map((side) => ({
      background: side.background ?? '#ffffff',
      backgroundImage: side.backgroundImage ?? null,
      elements: (side.elements ?? []).map((element, index) => ({ id: `e${index}`, ...element })),
    })),
  }) satisfies DesignLayout;
}

/** A new upload's URL of the given extension. */
export const uploadUrl = (extension: 'jpg' | 'png' | 'webp' | 'gif') =>
  `/uploads/${randomBytes(16).toString('hex')}.${extension}`;

/** Reads uploads from a map of URL to bytes; any other URL fails the test. */
export function uploadsFrom(files: Record<string, Buffer>): ReadUpload {
  return async (url) => {
    const bytes = files[url];
    if (!bytes) throw new Error(`no upload ${url}`);
    return bytes;
  };
}

/** The text PDFium extracts from each page, as a reader's copy and paste would. */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const document = await (await pdfium()).loadDocument(pdf);
  try {
    return Array.from({ length: document.getPageCount() }, (_, index) => document.getPage(index).getText());
  } finally {
    document.destroy();
  }
}

/** The first page drawn by PDFium at 10 pixels a millimetre: the colour at a point given in mm from the top-left. */
export async function firstPagePixels(pdf: Uint8Array, page: PrintPage = CARD) {
  const sheetWidth = page.trimWidthMm + 2 * page.bleedMm;
  const drawn = await drawFirstPage(pdf, sheetWidth * 10);
  if (!drawn) throw new Error('PDFium could not draw the page');
  const { data, info } = await drawn.raw().toBuffer({ resolveWithObject: true });
  return (xMm: number, yMm: number): [number, number, number] => {
    const at = (Math.round(yMm * 10) * info.width + Math.round(xMm * 10)) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
}

/** The objects a category of every page's resources names, each once. */
function resourcesOf(document: PDFDocument, category: 'Font' | 'XObject'): Set<unknown> {
  return new Set(
    document.getPages().flatMap((page) => {
      const group = page.node.Resources()?.lookup(PDFName.of(category));
      return group instanceof PDFDict ? group.keys().map((key) => group.lookup(key)) : [];
    }),
  );
}

export interface EmbeddedFont {
  baseFont: string;
  /** Which FontFile key holds its glyphs, and their size in bytes. */
  fontFile: string | null;
  fontFileBytes: number;
}

/** The fonts of every page, as their dictionaries describe them (a Type0 font through its descendant). */
export async function embeddedFonts(pdf: Uint8Array): Promise<EmbeddedFont[]> {
  const document = await PDFDocument.load(pdf);
  const fonts = [...resourcesOf(document, 'Font')].filter((font) => font instanceof PDFDict);
  return fonts.map((font) => {
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const fontFile = ['FontFile', 'FontFile2', 'FontFile3'].find((key) => descriptor.has(PDFName.of(key)));
    const stream = fontFile && descriptor.lookup(PDFName.of(fontFile));
    return {
      baseFont: font.lookup(PDFName.of('BaseFont'), PDFName).decodeText(),
      fontFile: fontFile ?? null,
      fontFileBytes: stream instanceof PDFRawStream ? stream.contents.length : 0,
    };
  });
}

export interface EmbeddedImage {
  width: number;
  height: number;
  filter: string;
  colourSpace: string;
  hasSoftMask: boolean;
  contents: Uint8Array;
}

/** The image XObjects of every page, once each. */
export async function embeddedImages(pdf: Uint8Array): Promise<EmbeddedImage[]> {
  const document = await PDFDocument.load(pdf);
  const images = [...resourcesOf(document, 'XObject')].filter((image) => image instanceof PDFRawStream);
  return images.map(({ dict, contents }) => {
    const number = (key: string) => dict.lookup(PDFName.of(key), PDFNumber).asNumber();
    const name = (key: string) => dict.lookup(PDFName.of(key), PDFName).decodeText();
    return {
      width: number('Width'),
      height: number('Height'),
      filter: name('Filter'),
      colourSpace: name('ColorSpace'),
      hasSoftMask: dict.has(PDFName.of('SMask')),
      contents,
    };
  });
}
