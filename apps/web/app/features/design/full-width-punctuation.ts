import Konva from 'konva';
import { getDummyContext } from 'konva/lib/shapes/Text';

/**
 * Chrome narrows CJK punctuation next to punctuation ("，「" by half a character; CSS
 * text-spacing-trim) in a canvas's text as on a page, and always in a canvas outside the document;
 * the PDF prints every character at its full width. So the editor draws its texts in canvases that
 * ask for full widths (EditorWorkspace's `[text-spacing-trim:space-all]`) and measures them with
 * one in the document that asks the same, or a box sized in the editor would cut a line in print.
 */

const FULL_WIDTH = 'text-spacing-trim:space-all';
let measuring: HTMLCanvasElement | null = null;

/** A hidden canvas in the document whose texts keep every character's full width. */
export function measuringCanvas(): HTMLCanvasElement {
  if (measuring?.isConnected) return measuring;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = `position:fixed;width:0;height:0;visibility:hidden;pointer-events:none;${FULL_WIDTH}`;
  document.body.append(canvas);
  measuring = canvas;
  return canvas;
}

let konvaMeasures = false;

/** Konva lays its texts' lines out with a canvas it makes once: made here, it is the one above. */
export function measureKonvaTextsInFullWidth(): void {
  if (konvaMeasures) return;
  konvaMeasures = true;
  const make = Konva.Util.createCanvasElement;
  Konva.Util.createCanvasElement = measuringCanvas;
  try {
    getDummyContext();
  } finally {
    Konva.Util.createCanvasElement = make;
  }
}
