import type { LoadedFace } from './font-faces.ts';
import type { TextFaces } from './text-faces.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters Chrome shapes one by one: CJK ideographs, kana and their punctuation. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff00-\\uffef';
const SPACES = ' \\u00a0';

/**
 * The words Chrome shapes apart (Blink's CachingWordShaper): a space alone, each CJK character
 * alone, and the runs of other characters between them; no kerning or ligature joins two.
 */
const SHAPED_APART = new RegExp(`[${SPACES}]|[${CJK}]|[^${SPACES}${CJK}]+`, 'gu');

/** A word as fontkit lays it out, as HarfBuzz does in the browser. */
export interface ShapedWord {
  text: string;
  /**
   * Per glyph, what kerning and other positioning add to its advance, in the font's units: the PDF
   * draws each glyph by its advance width alone unless told (canvas text is kerned by default).
   */
  adjustments: number[];
}

/** A stretch of a line in one face. */
export interface ShapedRun {
  face: LoadedFace;
  words: ShapedWord[];
  /** The run's advance, kerning included, in em. */
  widthEm: number;
}

function shapeRun(face: LoadedFace, text: string): ShapedRun {
  let advance = 0;
  const words = Array.from(text.match(SHAPED_APART) ?? [], (word) => {
    const { glyphs, positions } = face.font.layout(word);
    const adjustments = positions.map((position, index) => {
      advance += position.xAdvance;
      return position.xAdvance - glyphs[index]!.advanceWidth;
    });
    return { text: word, adjustments };
  });
  return { face, words, widthEm: advance / face.font.unitsPerEm };
}

/**
 * A line split into runs by the face of each grapheme (its first code point decides, so a
 * character and its combining marks stay together), and each run into the words the browser
 * shapes apart.
 */
export function shapeLine(line: string, faces: TextFaces): ShapedRun[] {
  const runs: { face: LoadedFace; text: string }[] = [];
  for (const { segment } of graphemes.segment(line)) {
    const face = faces.of(segment.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.face === face) last.text += segment;
    else runs.push({ face, text: segment });
  }
  return runs.map(({ face, text }) => shapeRun(face, text));
}

export function widthEm(runs: readonly ShapedRun[]): number {
  return runs.reduce((width, run) => width + run.widthEm, 0);
}
