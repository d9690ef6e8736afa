import { ARTWORK_PPI, effectivePpi, type PreflightStatus } from '@printshop/contract';

export interface Resolution {
  /** Whole pixels per inch at the printed width. */
  ppi: number;
  /** Pass from ARTWORK_PPI.good, warn from ARTWORK_PPI.least, fail below: as the upload's preflight judges. */
  status: PreflightStatus;
}

/** How sharp an image of `pixelWidth` pixels prints `widthMm` wide. */
export function imageResolution(pixelWidth: number, widthMm: number): Resolution {
  const ppi = effectivePpi(pixelWidth, widthMm);
  const status = ppi >= ARTWORK_PPI.good ? 'pass' : ppi >= ARTWORK_PPI.least ? 'warn' : 'fail';
  return { ppi: Math.floor(ppi), status };
}
