import { DESIGN_CJK_FONT, type DesignFont } from '@printshop/contract';
import { covers, type FontFace, familyFaces, type LoadedFace, loadFace } from './font-faces.ts';

/** The character Konva measures to place a text's baseline (see text-layout.ts). */
const SAMPLE = 'M'.codePointAt(0)!;

/** The faces that draw one text, as the browser picks them for `font-family: <family>, Noto Sans SC`. */
export interface TextFaces {
  /** The face the browser takes the text's metrics from: its family's face of the sample character. */
  primary: LoadedFace;
  /** The face of a code point of the text. */
  of(codePoint: number): LoadedFace;
}

/** The first face whose range covers the code point and whose font has a glyph for it. */
async function firstWithGlyph(faces: readonly FontFace[], codePoint: number): Promise<LoadedFace | null> {
  for (const face of faces) {
    if (!covers(face, codePoint)) continue;
    const loaded = await loadFace(face);
    if (loaded.font.hasGlyphForCodePoint(codePoint)) return loaded;
  }
  return null;
}

/**
 * The faces of `text` in the family at its weight: each character in the first face of the
 * family that has it, else of Noto Sans SC (every Chinese character), else in the primary face,
 * which draws its "missing" glyph as a box, as the editor's preview shows it when its own
 * fallback fonts lack it too.
 */
export async function facesOfText(text: string, family: DesignFont, bold: boolean): Promise<TextFaces> {
  const weight = bold ? 700 : 400;
  const faces = [...(await familyFaces(family, weight)), ...(await familyFaces(DESIGN_CJK_FONT, weight))];
  const primary = await firstWithGlyph(faces, SAMPLE);
  if (!primary) throw new Error(`the font ${family} has no ${String.fromCodePoint(SAMPLE)}`);
  const chosen = new Map<number, LoadedFace>();
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0)!;
    chosen.set(codePoint, (await firstWithGlyph(faces, codePoint)) ?? primary);
  }
  return { primary, of: (codePoint) => chosen.get(codePoint) ?? primary };
}
