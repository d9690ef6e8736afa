import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from '@pdf-lib/fontkit';
import { fontkit } from './fontkit.ts';
import { sfntOfWoff } from './woff.ts';

/**
 * The design fonts are the @fontsource packages' files (SIL Open Font Licence), the same the
 * editor loads in the browser through their CSS: one file per weight and unicode-range slice, as
 * each family's unicode.json lists them. Noto Sans SC is about a hundred slices per weight.
 */
const require = createRequire(import.meta.url);

export type FontWeight = 400 | 700;

/** One @font-face of a family: its WOFF file and the code points its unicode-range gives it. */
export interface FontFace {
  file: string;
  ranges: readonly (readonly [number, number])[];
}

/** A face read: the OpenType bytes a PDF embeds, the font that measures them, and its subset's name. */
export interface LoadedFace {
  bytes: Uint8Array;
  font: Font;
  /** A six-capital tag and a plus before the PostScript name, as a subset font is named (ISO 32000-1, 9.6.4). */
  subsetName: string;
}

const families = new Map<string, Promise<FontFace[]>>();
const loaded = new Map<string, Promise<LoadedFace>>();
const fontsOfBytes = new WeakMap<Uint8Array, Font>();

/** `U+0000-00FF,U+0131` as inclusive ranges. */
function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((range) => {
    const [from = '', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

async function readFamily(family: string, weight: FontWeight): Promise<FontFace[]> {
  const unicodeJson = require.resolve(`@fontsource/${family}/unicode.json`);
  const slices: Record<string, string> = JSON.parse(await fs.readFile(unicodeJson, 'utf8'));
  const folder = path.join(path.dirname(unicodeJson), 'files');
  const faces = Object.entries(slices).map(([slice, unicodeRange]) => ({
    file: path.join(folder, `${family}-${slice.replace(/^\[(\d+)\]$/, '$1')}-${weight}-normal.woff`),
    ranges: parseRanges(unicodeRange),
  }));
  // Of faces whose ranges overlap, the browser tries the last defined first (CSS Fonts 4, 4.5).
  return faces.reverse();
}

/** The faces of a @fontsource family at a weight, in the order the browser tries them. */
export function familyFaces(family: string, weight: FontWeight): Promise<FontFace[]> {
  const key = `${family}/${weight}`;
  let faces = families.get(key);
  if (!faces) {
    faces = readFamily(family, weight);
    families.set(key, faces);
  }
  return faces;
}

export function covers(face: FontFace, codePoint: number): boolean {
  return face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function subsetTag(file: string): string {
  const digest = createHash('sha256').update(path.basename(file)).digest();
  return String.fromCharCode(...digest.subarray(0, 6).map((byte) => 65 + (byte % 26)));
}

async function readFace(file: string): Promise<LoadedFace> {
  const bytes = sfntOfWoff(await fs.readFile(file));
  const font = fontkit().create(bytes);
  fontsOfBytes.set(bytes, font);
  return { bytes, font, subsetName: `${subsetTag(file)}+${font.postscriptName ?? 'Font'}` };
}

/** The face's font, read once per process and kept: a few megabytes for all the faces a shop uses. */
export function loadFace(face: FontFace): Promise<LoadedFace> {
  let reading = loaded.get(face.file);
  if (!reading) {
    reading = readFace(face.file);
    loaded.set(face.file, reading);
  }
  return reading;
}

/**
 * fontkit for pdf-lib's embedFont: a face's bytes get the font already read from them. fontkit
 * parses a font's layout tables at its first layout, which takes Inter half a second; shared,
 * that is once per process rather than once per PDF. pdf-lib's subsets are its own, per PDF.
 */
export const faceFontkit: Pick<ReturnType<typeof fontkit>, 'create'> = {
  create: (bytes) => fontsOfBytes.get(bytes) ?? fontkit().create(bytes),
};
