import { PDFArray, type PDFDict, type PDFDocument, PDFName, PDFNumber, type PDFObject } from 'pdf-lib';
import type { BoxMm, Colour, PdfFacts } from './facts.ts';
import { fontsNotEmbedded } from './fonts.ts';
import { type Marks, readContent } from './page-content.ts';
import { pageNodes } from './page-tree.ts';
import { type Budget, decodedBytes, newBudget } from './pdf-stream.ts';

const MM_PER_POINT = 25.4 / 72;

/** What a PDF's pages are and hold; null when it has none. */
export function readPdfFacts(document: PDFDocument): PdfFacts | null {
  const pages = pageNodes(document);
  const first = pages[0];
  const media = first && boxMm(first.mediaBox, first.rotate);
  if (!first || !media) return null;
  const marks: Marks = { colours: new Set(), lowestPpi: null };
  const budget = newBudget();
  for (const page of pages) {
    if (budget.operations <= 0) break;
    const content = contentBytes(page.dict, budget);
    const scope = { context: document.context, resources: page.resources, marks, budget, forms: [] };
    if (content) readContent(scope, content);
  }
  return {
    kind: 'pdf',
    pages: pages.length,
    media,
    trim: boxMm(first.dict.lookup(PDFName.of('TrimBox')), first.rotate),
    colour: overallColour(marks.colours),
    lowestImagePpi: marks.lowestPpi === null ? null : Math.round(marks.lowestPpi * 10) / 10,
    fontsNotEmbedded: fontsNotEmbedded(pages.map((page) => page.resources)),
  };
}

/** A page's content: one stream, or an array of them read as one (ISO 32000-1, 7.7.3.3). */
function contentBytes(page: PDFDict, budget: Budget): Uint8Array | null {
  const contents = page.lookup(PDFName.of('Contents'));
  if (!(contents instanceof PDFArray)) return decodedBytes(contents, budget);
  const parts: Uint8Array[] = [];
  for (let at = 0; at < contents.size(); at++) {
    const part = decodedBytes(contents.lookup(at), budget);
    if (part) parts.push(part, NEWLINE);
  }
  return Buffer.concat(parts);
}
const NEWLINE = Buffer.from('\n');

/** A box [llx lly urx ury] in points as millimetres, as the page is shown (turned by /Rotate). */
function boxMm(box: PDFObject | undefined, rotate: number): BoxMm | null {
  if (!(box instanceof PDFArray) || box.size() !== 4) return null;
  const [llx = 0, lly = 0, urx = 0, ury = 0] = Array.from({ length: 4 }, (_, at) => {
    const value = box.lookup(at);
    return value instanceof PDFNumber ? value.asNumber() : Number.NaN;
  });
  const mm = (points: number) => Math.round(Math.abs(points) * MM_PER_POINT * 100) / 100;
  const width = mm(urx - llx);
  const height = mm(ury - lly);
  if (!width || !height) return null;
  const quarterTurned = Math.abs(rotate / 90) % 2 === 1;
  return quarterTurned ? { widthMm: height, heightMm: width } : { widthMm: width, heightMm: height };
}

function overallColour(colours: ReadonlySet<Colour>): Colour {
  if (colours.has('rgb')) return 'rgb';
  return colours.has('cmyk') ? 'cmyk' : 'gray';
}
