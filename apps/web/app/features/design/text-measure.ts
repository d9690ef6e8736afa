import { cssFontOf, loadFontsOf } from './design-fonts';
import type { DesignText } from './new-elements';
import { ptToMm } from './text-box';

/** Text is measured at this size and scaled: a canvas measures type of any size in proportion. */
const MEASURED_PX = 100;

let context: CanvasRenderingContext2D | null = null;

/** The width of a text's widest line in millimetres, in its fonts, once their files are loaded. */
export async function widestLineMm(text: DesignText): Promise<number> {
  await loadFontsOf([text]);
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = cssFontOf(text, MEASURED_PX);
  const widest = Math.max(...text.text.split('\n').map((line) => context?.measureText(line).width ?? 0));
  return (widest / MEASURED_PX) * ptToMm(text.sizePt);
}
