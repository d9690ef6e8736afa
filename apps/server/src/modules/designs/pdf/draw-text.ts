import { type DesignElement, MM_TO_PT } from '@printshop/contract';
import {
  beginText,
  endText,
  type PDFFont,
  PDFOperator,
  PDFOperatorNames,
  setFontAndSize,
  setTextMatrix,
} from 'pdf-lib';
import { fillColour, type PageCanvas } from './page-canvas.ts';
import { type ShapedRun, shapeLine, widthEm } from './shaping.ts';
import { facesOfText } from './text-faces.ts';
import { baselineBelowMiddleEm, layOutText } from './text-layout.ts';

type DesignText = Extract<DesignElement, { kind: 'text' }>;

/** A custom font's glyphs are two bytes each in the text (pdf-lib embeds them Identity-H). */
const HEX_PER_GLYPH = 4;

/**
 * The run's glyphs shown with a TJ operator that moves each by what positioning added to its
 * advance (in thousandths of the text size, positive moving back), so the PDF's line is as wide as
 * the browser measured it. Its text stays extractable: pdf-lib maps each glyph back to its characters.
 */
function showRun(font: PDFFont, run: ShapedRun): PDFOperator {
  let shown = '[<';
  for (const word of run.words) {
    const hex = font.encodeText(word.text).asString();
    word.adjustments.forEach((adjustment, index) => {
      shown += hex.slice(index * HEX_PER_GLYPH, (index + 1) * HEX_PER_GLYPH);
      const move = (-adjustment * 1000) / run.face.font.unitsPerEm;
      if (move !== 0) shown += `>${Number(move.toFixed(3))}<`;
    });
  }
  return PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`${shown}>]`]);
}

/**
 * A text box as real, extractable text, laid out as the editor's Konva draws it (text-layout.ts),
 * each line's runs in their own faces (text-faces.ts), each face embedded once as a subset.
 * An empty text draws nothing.
 */
export async function drawText(canvas: PageCanvas, element: DesignText): Promise<void> {
  if (!element.text) return;
  const faces = await facesOfText(element.text, element.font, element.bold);
  const sizeMm = element.sizePt / MM_TO_PT;
  const shaped = new Map<string, ShapedRun[]>();
  const shape = (text: string) => {
    let runs = shaped.get(text);
    if (!runs) {
      runs = shapeLine(text, faces);
      shaped.set(text, runs);
    }
    return runs;
  };
  const lines = layOutText(
    { ...element, sizeMm },
    (text) => widthEm(shape(text)) * sizeMm,
    baselineBelowMiddleEm(faces.primary.font) * sizeMm,
  );
  const operators: PDFOperator[] = [fillColour(element.colour)];
  for (const line of lines) {
    let x = line.x;
    for (const run of shape(line.text)) {
      const { font, name } = await canvas.font(run.face);
      // The text matrix turns the glyphs upright again in the canvas's downward y.
      operators.push(
        beginText(),
        setFontAndSize(name, sizeMm),
        setTextMatrix(1, 0, 0, -1, x, line.baseline),
        showRun(font, run),
        endText(),
      );
      x += run.widthEm * sizeMm;
    }
  }
  canvas.inBox(element, () => canvas.push(...operators));
}
