import type { DesignElement } from '@printshop/contract';

type DesignText = Extract<DesignElement, { kind: 'text' }>;

/**
 * Where the lines of a text box go, as the editor's Konva Text (konva 10) draws them when given
 * the box's width and height, `wrap: 'none'`, `lineHeight: LINE_HEIGHT` and no padding, so the
 * PDF prints what the customer saw. All lengths are millimetres in the box, from its top-left.
 */
export const LINE_HEIGHT = 1.2;

export interface TextFrame {
  text: string;
  align: DesignText['align'];
  width: number;
  height: number;
  sizeMm: number;
}

export interface LaidLine {
  text: string;
  /** The line's left end. */
  x: number;
  /** Its baseline's distance below the box's top. */
  baseline: number;
}

/** The font's vertical metrics, in its units (hhea; the same as OS/2's typographic ones in the shop's fonts). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  unitsPerEm: number;
}

/** What a line is measured with: its advance in millimetres. */
export type Measure = (text: string) => number;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How far below the middle of its line box Konva puts a line's baseline, in em: half the
 * difference of the primary font's ascent and descent (its TextMetrics' fontBoundingBox of "M"),
 * which centres the font's box on the line's middle.
 */
export function baselineBelowMiddleEm(font: FontMetrics): number {
  return (font.ascent - Math.abs(font.descent)) / 2 / font.unitsPerEm;
}

/** Canvas draws every ASCII whitespace character as a space (HTML, "text preparation algorithm"). */
const asDrawn = (line: string) => line.replace(/[\t\n\f\r]/g, ' ');

/**
 * The longest start of a line wider than the box that fits in it, trimmed at its end, as Konva
 * cuts a line it may not wrap; null when not even its first character fits (Konva then drops it).
 */
function fittedStart(
  line: string,
  maxWidth: number,
  measure: Measure,
): { text: string; width: number } | null {
  const parts = Array.from(graphemes.segment(line), ({ segment }) => segment);
  const start = (count: number) => parts.slice(0, count).join('');
  let fits = 0;
  let tooWide = parts.length;
  while (tooWide - fits > 1) {
    const middle = (fits + tooWide) >>> 1;
    if (measure(start(middle)) <= maxWidth) fits = middle;
    else tooWide = middle;
  }
  if (fits === 0) return null;
  const text = start(fits).trimEnd();
  return { text, width: measure(text) };
}

function leftOf(align: TextFrame['align'], room: number): number {
  if (align === 'center') return room / 2;
  return align === 'right' ? room : 0;
}

/**
 * The lines Konva draws: split at each '\n' only, a line too wide cut to the box, and no line
 * begun that would end below the box (the first is always drawn); each aligned in the box's
 * width, its middle at (n + 0.5) line heights from the top.
 */
export function layOutText(frame: TextFrame, measure: Measure, baselineBelowMiddle: number): LaidLine[] {
  if (!frame.text) return [];
  const lineHeight = LINE_HEIGHT * frame.sizeMm;
  const kept: { text: string; width: number }[] = [];
  for (const line of frame.text.split('\n').map(asDrawn)) {
    const width = measure(line);
    const fitted = width > frame.width ? fittedStart(line, frame.width, measure) : { text: line, width };
    if (fitted) kept.push(fitted);
    if ((kept.length + 1) * lineHeight > frame.height) break;
  }
  return kept.map((line, index) => ({
    text: line.text,
    x: leftOf(frame.align, frame.width - line.width),
    baseline: lineHeight * (index + 0.5) + baselineBelowMiddle,
  }));
}
