import { cssFontOf, loadFontsOf } from './design-fonts';
import { measuringCanvas } from './full-width-punctuation';
import type { DesignText } from './new-elements';
import { ptToMm } from './text-box';

/** Text is measured at this size and scaled: a canvas measures type of any size in proportion. */
const MEASURED_PX = 100;

/** The width of a text's widest line in millimetres, in its fonts, once their files are loaded, as the PDF prints it. */
export async function widestLineMm(text: DesignText): Promise<number> {
  await loadFontsOf([text]);
  const context = measuringCanvas().getContext('2d');
  if (!context) return 0;
  context.font = cssFontOf(text, MEASURED_PX);
  const widest = Math.max(...text.text.split('\n').map((line) => context.measureText(line).width));
  return (widest / MEASURED_PX) * ptToMm(text.sizePt);
}
