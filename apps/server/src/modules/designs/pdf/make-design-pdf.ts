import { type DesignElement, type DesignLayout, type DesignSide, MM_TO_PT } from '@printshop/contract';
import { fill, PDFDocument, rectangle } from 'pdf-lib';
import { drawImage } from './draw-image.ts';
import { drawLine, drawQr, drawRect } from './draw-shapes.ts';
import { drawText } from './draw-text.ts';
import { faceFontkit } from './font-faces.ts';
import { fillColour, PageCanvas } from './page-canvas.ts';
import { DesignResources, type ReadUpload } from './resources.ts';

/** The product's printed piece (products.trim_width_mm and so on): the PDF's pages are these. */
export interface PrintPage {
  trimWidthMm: number;
  trimHeightMm: number;
  bleedMm: number;
}

async function drawElement(canvas: PageCanvas, element: DesignElement): Promise<void> {
  switch (element.kind) {
    case 'text':
      return drawText(canvas, element);
    case 'image':
      if (element.src) drawImage(canvas, await canvas.resources.image(element.src), element);
      return;
    case 'rect':
      return drawRect(canvas, element);
    case 'line':
      return drawLine(canvas, element);
    case 'qr':
      return drawQr(canvas, element);
  }
}

/** One side: its colour over the whole sheet, its background image covering it, then its elements, the first at the bottom. */
async function drawSide(canvas: PageCanvas, side: DesignSide, sheet: { width: number; height: number }) {
  canvas.push(fillColour(side.background), rectangle(0, 0, sheet.width, sheet.height), fill());
  if (side.backgroundImage) {
    const image = await canvas.resources.image(side.backgroundImage);
    drawImage(canvas, image, { x: 0, y: 0, rotation: 0, ...sheet });
  }
  for (const element of side.elements) await drawElement(canvas, element);
  canvas.finish();
}

/**
 * The print-ready PDF of a saved layout (issue 25): one page per side, each the trim plus the
 * bleed on every edge (MediaBox = BleedBox), its TrimBox inset by the bleed; text as real text
 * in embedded subset fonts, images at their uploaded resolution, shapes and QR codes as vectors.
 * Colours are RGB, as the editor shows them; the preflight warns of that as of any RGB file.
 * `readUpload` reads the bytes of an image the layout names (already checked to be the
 * designer's own upload or the shop's media).
 */
export async function makeDesignPdf(
  layout: DesignLayout,
  page: PrintPage,
  readUpload: ReadUpload,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(faceFontkit);
  const resources = new DesignResources(document, readUpload);
  const sheet = { width: page.trimWidthMm + 2 * page.bleedMm, height: page.trimHeightMm + 2 * page.bleedMm };
  for (const side of layout.sides) {
    const pdfPage = document.addPage([sheet.width * MM_TO_PT, sheet.height * MM_TO_PT]);
    pdfPage.setBleedBox(0, 0, pdfPage.getWidth(), pdfPage.getHeight());
    const bleed = page.bleedMm * MM_TO_PT;
    pdfPage.setTrimBox(bleed, bleed, page.trimWidthMm * MM_TO_PT, page.trimHeightMm * MM_TO_PT);
    await drawSide(new PageCanvas(pdfPage, resources), side, sheet);
  }
  return document.save();
}
