import { PDFArray, PDFDict, PDFName, PDFRawStream } from 'pdf-lib';

/** The names reported: enough to find them in the design program. */
const MAX_NAMES = 5;
const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'].map((key) => PDFName.of(key));
/** A subset font's name starts with six capitals and a plus (ISO 32000-1, 9.6.4): ABCDEF+Helvetica. */
const SUBSET_TAG = /^[A-Z]{6}\+/;

/**
 * The fonts of these resources, and of the forms among their XObjects, at any depth, whose
 * glyphs the file does not carry: the press would draw them in whatever font it has.
 */
export function fontsNotEmbedded(pageResources: readonly (PDFDict | undefined)[]): string[] {
  const missing = new Set<string>();
  const seen = new Set<PDFDict>();
  const stack = pageResources.filter((resources) => resources !== undefined);
  for (let resources = stack.pop(); resources; resources = stack.pop()) {
    if (seen.has(resources)) continue;
    seen.add(resources);
    for (const [key, font] of entries(resources, 'Font')) {
      if (font instanceof PDFDict && !isEmbedded(font)) missing.add(fontName(font) ?? key);
    }
    for (const [, xobject] of entries(resources, 'XObject')) {
      if (!(xobject instanceof PDFRawStream)) continue;
      const formResources = xobject.dict.lookup(PDFName.of('Resources'));
      if (formResources instanceof PDFDict) stack.push(formResources);
    }
  }
  return [...missing].slice(0, MAX_NAMES);
}

/** A Type3 font's glyphs are drawings in the file; a Type0 font's are its descendant's. */
function isEmbedded(font: PDFDict): boolean {
  const subtype = font.lookup(PDFName.of('Subtype'));
  if (subtype === PDFName.of('Type3')) return true;
  let described = font;
  if (subtype === PDFName.of('Type0')) {
    const descendants = font.lookup(PDFName.of('DescendantFonts'));
    const descendant = descendants instanceof PDFArray ? descendants.lookup(0) : undefined;
    if (!(descendant instanceof PDFDict)) return false;
    described = descendant;
  }
  const descriptor = described.lookup(PDFName.of('FontDescriptor'));
  return descriptor instanceof PDFDict && FONT_FILES.some((key) => descriptor.has(key));
}

function fontName(font: PDFDict): string | undefined {
  const name = font.lookup(PDFName.of('BaseFont'));
  return name instanceof PDFName ? name.decodeText().replace(SUBSET_TAG, '') : undefined;
}

function entries(resources: PDFDict, category: string): [string, unknown][] {
  const group = resources.lookup(PDFName.of(category));
  if (!(group instanceof PDFDict)) return [];
  return group.keys().map((key) => [key.decodeText(), group.lookup(key)]);
}
