import { MM_TO_PT } from '@printshop/contract';

/** Lines are 1.2 times the type size apart, in the editor and in the PDF alike. */
export const LINE_HEIGHT = 1.2;

export function ptToMm(sizePt: number): number {
  return sizePt / MM_TO_PT;
}

/**
 * A text box's height: its lines (split at '\n' only, never wrapped) at the line height, rounded
 * up to a hundredth of a millimetre. Konva and the PDF both drop a line that would end below the
 * box, so the box is never a rounding error short of its last line.
 */
export function textHeightMm(text: string, sizePt: number): number {
  const exact = text.split('\n').length * LINE_HEIGHT * ptToMm(sizePt);
  return Math.ceil(exact * 100 + 1e-9) / 100;
}

/** Room left past the measured text, so the last glyph never sits on the box's edge and gets cut. */
const SLACK_MM = 0.5;

/**
 * The box a text needs when its widest line measures `widestMm`: widened from the side its
 * alignment leaves free (a centred text both ways), along its rotation; null when it fits.
 */
export function widenedBox(
  text: { x: number; y: number; width: number; rotation: number; align: 'left' | 'center' | 'right' },
  widestMm: number,
): { x: number; y: number; width: number } | null {
  if (widestMm <= text.width) return null;
  const width = widestMm + SLACK_MM;
  const grown = width - text.width;
  const back = text.align === 'left' ? 0 : text.align === 'center' ? grown / 2 : grown;
  const turn = (text.rotation * Math.PI) / 180;
  return { x: text.x - back * Math.cos(turn), y: text.y - back * Math.sin(turn), width };
}
