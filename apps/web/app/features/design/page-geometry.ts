import type { api } from '@printshop/contract';
import { SAFE_MARGIN_MM } from '~/features/product/artwork';

/** An upright box on the page, in millimetres from the top-left corner of the page with its bleed. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page as the editor draws it: the whole sheet with its bleed, the trimmed page, and the safe area inside it. */
export interface PageGeometry {
  width: number;
  height: number;
  trim: Box;
  /** Where text and logos belong: the trim less the margin a cut may wander (the artwork guide's). */
  safe: Box;
}

type PrintSize = Pick<api.DesignProduct, 'trimWidthMm' | 'trimHeightMm' | 'bleedMm'>;

export function pageGeometry({ trimWidthMm, trimHeightMm, bleedMm }: PrintSize): PageGeometry {
  const margin = Math.min(SAFE_MARGIN_MM, trimWidthMm / 4, trimHeightMm / 4);
  return {
    width: trimWidthMm + 2 * bleedMm,
    height: trimHeightMm + 2 * bleedMm,
    trim: { x: bleedMm, y: bleedMm, width: trimWidthMm, height: trimHeightMm },
    safe: {
      x: bleedMm + margin,
      y: bleedMm + margin,
      width: trimWidthMm - 2 * margin,
      height: trimHeightMm - 2 * margin,
    },
  };
}

/** Pixels per millimetre that show the whole page inside `room` pixels. */
export function fitScale(
  page: Pick<PageGeometry, 'width' | 'height'>,
  room: { width: number; height: number },
): number {
  return Math.max(0.01, Math.min(room.width / page.width, room.height / page.height));
}
